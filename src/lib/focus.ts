// Moving focus to where a person's attention goes (docs/architecture.md, accessibility): into an opened widget,
// onto the result of an answer, onto the first item a "Show more" brought in.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

/** Focuses any element: one that is not a control (a card, a block) takes focus without joining the Tab order. */
export function focusElement(el: HTMLElement | null | undefined) {
  if (!el) return;
  if (!el.matches(FOCUSABLE) && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
}

/**
 * Focuses what `find` returns as soon as it is in `root` (content that loads lazily), giving up after
 * `timeoutMs`. Returns a cancel function for an effect's clean-up.
 */
export function focusWhenThere(root: HTMLElement, find: (root: HTMLElement) => HTMLElement | null | undefined, timeoutMs = 5000): () => void {
  const tryFocus = () => {
    const target = find(root);
    if (!target) return false;
    focusElement(target);
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return stop;
}

/** True while nothing in particular has focus, or focus is inside `root`: moving it then takes nothing away from the person. */
export function focusIsFreeOrIn(root: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (!!root && root.contains(active));
}
