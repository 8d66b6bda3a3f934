// The open drawer owns one history entry, so the back button closes it (docs/product.md section 2, Side drawer).
import { useRouter } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useRef } from 'react';

const FLAG = 'sideDrawer';

function hasFlag(state: unknown) {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FLAG] === true;
}

/** Returns `close`, which steps back over the drawer's entry when it is still the current one. */
export function useDrawerHistory(open: boolean, setOpen: (open: boolean) => void) {
  const router = useRouter();
  const pushed = useRef(false);

  // Pushed in the same commit as the drawer, before the member can press back (a plain effect may run after the paint).
  useLayoutEffect(() => {
    if (!open) return;
    const history = router.history;
    if (!hasFlag(history.location.state)) {
      history.push(history.location.href, { ...history.location.state, [FLAG]: true } as typeof history.location.state);
      pushed.current = true;
    }
    // Back, or a link that replaced the entry: the drawer's entry is gone, so is the drawer.
    return history.subscribe(({ location }) => {
      if (!hasFlag(location.state)) {
        pushed.current = false;
        setOpen(false);
      }
    });
  }, [open, router, setOpen]);

  return useCallback(() => {
    if (pushed.current && hasFlag(router.history.location.state)) {
      pushed.current = false;
      router.history.back();
    }
    setOpen(false);
  }, [router, setOpen]);
}
