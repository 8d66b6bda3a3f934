// The live region toasts appear in: on <body>, so it stays live while a modal makes the page inert, and
// there from the first paint, so a screen reader announces the first toast added to it. The toasts and
// their motion load when the first one comes (toast-list.tsx).
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { ABOVE_MODALS } from '@/lib/inert-background';
import { useHydrated } from '@/lib/use-hydrated';
import { useOnceTrue } from '@/lib/use-once-true';
import { appStore, useAtomValue } from '@/state/jotai';
import styles from './toast-host.module.css';
import { toastsAtom } from './toast-store';

const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/** Mounted once by the app. */
export function ToastHost() {
  const list = useAtomValue(toastsAtom, { store: appStore });
  // Once a toast has come the list stays, so the last one can play its way out.
  const needed = useOnceTrue(list.length > 0);
  if (!useHydrated()) return null;
  return createPortal(
    <div className={styles.region} role="status" aria-live="polite" aria-relevant="additions" {...{ [ABOVE_MODALS]: '' }}>
      {needed ? (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      ) : null}
    </div>,
    document.body,
  );
}
