/** Marks what stays usable while a modal is open: the toasts, which may report on what the modal did. */
export const ABOVE_MODALS = 'data-above-modals';

/**
 * While a modal (portalled to <body>) is open, everything else on the page is inert: no Tab stop, no
 * click, nothing a screen reader's cursor can reach. Returns the function that gives the page back.
 */
export function makeBackgroundInert(modalRoot: Element): () => void {
  const background = Array.from(document.body.children).filter(
    (el) => el !== modalRoot && !el.contains(modalRoot) && !el.hasAttribute('inert') && !el.hasAttribute(ABOVE_MODALS) && el.tagName !== 'SCRIPT',
  );
  for (const el of background) el.setAttribute('inert', '');
  return () => {
    for (const el of background) el.removeAttribute('inert');
  };
}
