import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { useOnceTrue } from '@/lib/use-once-true';

const ModalPresence = lazy(() => import('./modal-presence').then((module) => ({ default: module.ModalPresence })));

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
  /** Called once a closed dialog has played its way out. */
  onGone?: () => void;
}

/** Dialog shell: a bottom sheet on mobile, a centred card on desktop; it comes and goes with motion (src/lib/motion). */
export function Modal({ open, onGone, ...props }: ModalProps) {
  const hydrated = useHydrated();
  // Each opening is a dialog of its own: one reopened while the last is still on its way out starts afresh.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  // The dialog and its motion load when it first opens, and stay for its way out.
  const needed = useOnceTrue(open);
  // On <body>, after hydration, so that the server's markup is met exactly.
  if (!hydrated || !needed) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ModalPresence open={open} opening={openings} onGone={onGone} {...props} />
    </Suspense>,
    document.body,
  );
}
