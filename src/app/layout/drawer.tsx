import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { focusFirst, trapTab } from '@/features/popups/focus-trap';
import { isTopOverlay, popOverlay, pushOverlay } from '@/features/popups/overlay-stack';
import { makeBackgroundInert } from '@/lib/inert-background';
import { useAtom } from '@/state/jotai';
import { drawerOpenAtom } from '@/state/ui';
import { BrandLogo } from './brand-logo';
import { DrawerContent } from './drawer-content';
import styles from './drawer.module.css';
import { useDrawerHistory } from './use-drawer-history';

const SLIDE_MS = 300;

/** The side drawer: opened through drawerOpenAtom (the menu button, or the layout's 'open-side-menu' listener). */
export function Drawer() {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const close = useDrawerHistory(open, setOpen);
  // Stays mounted for the slide-out after `open` turns false.
  const [mounted, setMounted] = useState(open);

  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setMounted(false), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  if (!mounted && !open) return null;
  return <DrawerPanel open={open} close={close} />;
}

function DrawerPanel({ open, close }: { open: boolean; close: () => void }) {
  const { t } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent(() => close());

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current!;
    const previous = document.activeElement as HTMLElement | null;
    const id = pushOverlay();
    const giveBackground = makeBackgroundInert(rootRef.current!);
    focusFirst(panel);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopOverlay(id)) return;
      if (event.key === 'Escape') onEscape();
      else trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      popOverlay(id);
      giveBackground();
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, [open]);

  // On <body>, like the other modals, so that everything else can be made inert while it is open.
  return createPortal(
    <div ref={rootRef} className={styles.root} data-state={open ? 'open' : 'closed'}>
      <div className={styles.backdrop} aria-hidden="true" onClick={close} />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label={t`Menu`} tabIndex={-1} inert={!open}>
        {/* The close button keeps a row of its own, so the profile card below has the full width for the name. */}
        <div className={styles.head}>
          <BrandLogo className={styles.logo} />
          <button type="button" className={styles.close} onClick={close} aria-label={t`Close menu`}>
            <CloseIcon size={22} />
          </button>
        </div>
        <DrawerContent close={close} />
      </div>
    </div>,
    document.body,
  );
}
