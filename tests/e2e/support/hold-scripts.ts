// A slow phone's link: the page's scripts are held back until the test lets them through, so the test
// can act on the server-rendered page before its code has run.
import type { Page } from '@playwright/test';

/** Holds the page's scripts until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    // A request of a page left meanwhile (a link followed) is gone: nothing to let through.
    await route.continue().catch(() => {});
  });
  return release;
}
