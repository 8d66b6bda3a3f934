// The pages visited before analytics starts (it loads after the first paint, and only when configured):
// it reports them first, so a visitor who moves on quickly still counts on the page they landed on.
import type { AnyRouter } from '@tanstack/react-router';

export interface VisitedPage {
  href: string;
  pathname: string;
}

/** Enough for the first moments of a visit; older ones are dropped. */
const KEPT = 20;
const visited: VisitedPage[] = [];
let stop: (() => void) | null = null;

function note() {
  const { href, pathname } = window.location;
  if (visited.at(-1)?.href === href) return;
  visited.push({ href, pathname });
  if (visited.length > KEPT) visited.shift();
}

/** From the start of the app, in the browser. */
export function recordVisitedPages(router: AnyRouter) {
  note();
  stop = router.subscribe('onResolved', note);
}

/** The pages visited so far, once, and no more recording: whoever takes them reports them. */
export function takeVisitedPages(): VisitedPage[] {
  stop?.();
  stop = null;
  return visited.splice(0);
}
