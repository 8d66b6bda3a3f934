// Stacked overlays (modals, the drawer): only the topmost answers Escape, and the page
// behind stays locked from scrolling until the last one closes.
const stack: symbol[] = [];
let savedOverflow = '';
let savedPaddingRight = '';

export function pushOverlay(): symbol {
  const id = Symbol('overlay');
  if (stack.length === 0 && typeof document !== 'undefined') {
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    body.style.overflow = 'hidden';
    // Keeps the page from shifting sideways when the scrollbar disappears.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  stack.push(id);
  return id;
}

export function popOverlay(id: symbol) {
  const index = stack.indexOf(id);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0 && typeof document !== 'undefined') {
    document.body.style.overflow = savedOverflow;
    document.body.style.paddingRight = savedPaddingRight;
  }
}

export function isTopOverlay(id: symbol) {
  return stack[stack.length - 1] === id;
}
