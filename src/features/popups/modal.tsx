import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, focusWhenThere } from '@/lib/focus';
import { makeBackgroundInert } from '@/lib/inert-background';
import { focusFirst, trapTab } from './focus-trap';
import styles from './modal.module.css';
import { isTopOverlay, popOverlay, pushOverlay } from './overlay-stack';

export interface ModalProps {
  open: boolean;
  /** Called on Escape and backdrop click when dismissible. */
  onClose: () => void;
  /** Id of the element holding the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  /** False for dialogs that must be answered (Escape and backdrop do nothing). Default true. */
  dismissible?: boolean;
  /** 'sm' for short confirmations, 'md' (default) for forms and tours. */
  size?: 'sm' | 'md';
  className?: string;
}

/** Dialog shell: a bottom sheet on mobile, a centred card on desktop. */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ onClose, labelledBy, describedBy, children, dismissible = true, size = 'md', className }: Omit<ModalProps, 'open'>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent(() => {
    if (dismissible) onClose();
  });

  useEffect(() => {
    const dialog = dialogRef.current!;
    const previous = document.activeElement as HTMLElement | null;
    const id = pushOverlay();
    const giveBackground = makeBackgroundInert(rootRef.current!);
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
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div ref={rootRef} className={styles.root}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={() => {
          if (dismissible) onClose();
        }}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>
  );
}
