// A rendered page shows its buttons before its scripts have run (they start after the first paint). The
// inline first-paint script (server/plugins/first-paint.ts) keeps the buttons clicked meanwhile; once the
// app has taken over, the last one is clicked again, so "Continue with Google" or a language switch
// pressed early still does what it says. Earlier clicks are dropped: one intent, done once.

declare global {
  interface Window {
    __takeClicksBeforeHydration?: () => HTMLButtonElement[];
  }
}

/** The buttons clicked since the page was painted; recording stops with this call. */
export function takeClicksBeforeHydration(): HTMLButtonElement[] {
  return window.__takeClicksBeforeHydration?.() ?? [];
}

/**
 * Clicks the last of them again, if it is still on the page. Called just after `hydrateRoot`: for a click,
 * React hydrates the page at once and then runs the button's handler.
 */
export function replayLastClick(clicks: HTMLButtonElement[]): void {
  const last = clicks.at(-1);
  if (last?.isConnected && !last.disabled) last.click();
}
