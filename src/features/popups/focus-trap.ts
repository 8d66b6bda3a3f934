// Keyboard focus containment for dialogs and the drawer.
import { focusableIn } from '@/lib/focus';

/** Moves focus to [data-autofocus], else the first focusable element, else the container itself. */
export function focusFirst(root: HTMLElement) {
  const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
  target.focus({ preventScroll: true });
}

/** Keeps Tab and Shift+Tab cycling inside `root`. Call from a keydown handler. */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, root: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = focusableIn(root);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
