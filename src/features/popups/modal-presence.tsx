// The dialog itself with its motion (framer-motion): loaded when a dialog first opens (modal.tsx), so a
// visit that never opens one never downloads it.
import { useEffect, useEffectEvent, useRef } from 'react';
import { focusableIn, focusWhenThere } from '@/lib/focus';
import { makeBackgroundInert } from '@/lib/inert-background';
import { AnimatePresence, m, MotionScope, useIsPresent, useMotionFeaturesLoaded, useReducedMotion } from '@/lib/motion/motion';
import { useAtomValue } from '@/state/jotai';
import { isMobileAtom } from '@/state/ui';
import { focusFirst, trapTab } from './focus-trap';
import type { ModalProps } from './modal';
import styles from './modal.module.css';
import { isTopOverlay, popOverlay, pushOverlay } from './overlay-stack';

/** A sheet rises from the bottom edge on a phone; a card rises a little and grows into place on a desktop. */
const SHEET = { initial: { y: '100%' }, animate: { y: 0 }, exit: { y: '100%' }, transition: { type: 'tween', duration: 0.26, ease: [0.2, 0.9, 0.3, 1] } } as const;
const CARD = {
  initial: { opacity: 0, y: 16, scale: 0.97 },
  animate: { opacity: 1, y: 0, scale: 1 },
  exit: { opacity: 0, y: 8, scale: 0.98 },
  transition: { type: 'spring', stiffness: 480, damping: 34 },
} as const;
/** With reduced motion a dialog only fades in and out where it stands. */
const FADE = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 }, transition: { duration: 0.15 } } as const;

/**
 * Focus returns to the control that opened the dialog. One that is gone (a reward marked used loses its
 * button) or disabled while what was confirmed runs cannot take it: the page's main content does, so
 * focus is neither dropped on the body nor left in the dialog on its way out.
 */
function giveFocusBack(previous: HTMLElement | null, closing: HTMLElement) {
  if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
  const now = document.activeElement;
  if (!now || now === document.body || closing.contains(now)) document.getElementById('main-content')?.focus({ preventScroll: true });
}

/** One dialog at a time: a reopened one waits for the last to leave, so no two carry the same ids. */
export function ModalPresence({ open, opening, onGone, ...props }: ModalProps & { opening: number }) {
  return (
    <MotionScope>
      <AnimatePresence mode="wait" onExitComplete={onGone}>
        {open ? <ModalDialog key={opening} {...props} /> : null}
      </AnimatePresence>
    </MotionScope>
  );
}

function ModalDialog({ onClose, labelledBy, describedBy, children, dismissible = true, size = 'md', className }: Omit<ModalProps, 'open'>) {
  // Closing starts when the way out does: focus goes back and the page is usable at once.
  const present = useIsPresent();
  const mobile = useAtomValue(isMobileAtom);
  const motion = useReducedMotion() ? FADE : mobile ? SHEET : CARD;
  // Opened before the animation features came (features-on-demand.ts): it is simply there.
  const moves = useMotionFeaturesLoaded();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent(() => {
    if (dismissible) onClose();
  });

  useEffect(() => {
    if (!present) return;
    const dialog = dialogRef.current!;
    const previous = document.activeElement as HTMLElement | null;
    const id = pushOverlay();
    const root = rootRef.current!;
    const giveBackground = makeBackgroundInert(root);
    focusFirst(dialog);
    // Content still loading (a spinner): its first control takes focus when it comes, unless the person has moved on.
    const firstControl = (root: HTMLElement) => (document.activeElement === root ? (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0]) : null);
    const stopWaiting = document.activeElement === dialog ? focusWhenThere(dialog, firstControl) : () => undefined;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopOverlay(id)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
      } else {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopWaiting();
      document.removeEventListener('keydown', onKeyDown);
      popOverlay(id);
      giveBackground();
      giveFocusBack(previous, root);
    };
  }, [present]);

  return (
    <div ref={rootRef} className={styles.root} data-state={present ? 'open' : 'closed'} aria-hidden={!present || undefined} inert={!present || undefined}>
      <m.div
        className={styles.backdrop}
        initial={moves ? { opacity: 0 } : false}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={{ duration: 0.2 }}
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={() => {
          if (dismissible) onClose();
        }}
      />
      <m.div
        ref={dialogRef}
        {...motion}
        initial={moves ? motion.initial : false}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      >
        {children}
      </m.div>
    </div>
  );
}
