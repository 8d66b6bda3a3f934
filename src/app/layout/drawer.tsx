import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { focusFirst, trapTab } from '@/features/popups/focus-trap';
import { isTopOverlay, popOverlay, pushOverlay } from '@/features/popups/overlay-stack';
import { makeBackgroundInert } from '@/lib/inert-background';
import { AnimatePresence, m, MotionScope, useIsPresent, useMotionFeaturesLoaded, useReducedMotion } from '@/lib/motion/motion';
import { useAtom } from '@/state/jotai';
import { drawerOpenAtom } from '@/state/ui';
import { BrandLogo } from './brand-logo';
import { DrawerContent } from './drawer-content';
import styles from './drawer.module.css';
import { useDrawerHistory } from './use-drawer-history';

const SLIDE = { type: 'tween', duration: 0.3, ease: [0.2, 0.8, 0.2, 1] } as const;

/** The side drawer: opened through drawerOpenAtom (the menu button, or the layout's 'open-side-menu' listener). */
export function Drawer() {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const close = useDrawerHistory(open, setOpen);
  // On <body>, like the other modals, so that everything else can be made inert while it is open; it
  // stays there for the slide-out after `open` turns false.
  return createPortal(
    <MotionScope>
      <AnimatePresence>{open ? <DrawerPanel key="drawer" close={close} /> : null}</AnimatePresence>
    </MotionScope>,
    document.body,
  );
}

function DrawerPanel({ close }: { close: () => void }) {
  const { t } = useLingui();
  // Closing starts when the slide-out does: focus goes back and the page is usable at once.
  const open = useIsPresent();
  const reduce = useReducedMotion();
  // Opened before the animation features came (features-on-demand.ts): it is simply there.
  const moves = useMotionFeaturesLoaded();
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

  return (
    <div ref={rootRef} className={styles.root} data-state={open ? 'open' : 'closed'}>
      <m.div className={styles.backdrop} aria-hidden="true" onClick={close} initial={moves ? { opacity: 0 } : false} animate={{ opacity: 1 }} exit={{ opacity: 0 }} transition={SLIDE} />
      <m.div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        tabIndex={-1}
        inert={!open}
        // With reduced motion the panel is in place from its first frame and only fades out.
        initial={reduce || !moves ? false : { x: '-100%' }}
        animate={{ x: 0, opacity: 1 }}
        exit={reduce ? { opacity: 0 } : { x: '-100%' }}
        transition={SLIDE}
      >
        {/* The close button keeps a row of its own, so the profile card below has the full width for the name. */}
        <div className={styles.head}>
          <BrandLogo className={styles.logo} />
          <button type="button" className={styles.close} onClick={close} aria-label={t`Close menu`}>
            <CloseIcon size={22} />
          </button>
        </div>
        <DrawerContent close={close} />
      </m.div>
    </div>
  );
}
