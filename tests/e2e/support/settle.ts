// Waiting for a page to come to rest before measuring it (colours, cut text, sideways scrolling), without
// a fixed pause: a fixed pause long enough for a slow machine is most of the time of a tour of many pages.
import type { Page } from '@playwright/test';

/**
 * Resolves once nothing has changed in the page for `quietMs`: no change to the DOM (data arriving,
 * count-ups and framer-motion's frames all write to it), no finite CSS animation or transition running,
 * nothing shown marked aria-busy (the app's loading states), every image in view loaded. Gives up waiting
 * after `maxMs`, as the fixed pause it replaces would have.
 */
export async function settled(page: Page, { quietMs = 300, maxMs = 2_000 } = {}): Promise<void> {
  await page.evaluate(
    async ({ quietMs, maxMs }) => {
      await document.fonts.ready;
      const start = performance.now();
      let changed = start;
      const observer = new MutationObserver(() => {
        changed = performance.now();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const moving = () =>
        document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      // Lazy images below the fold do not load until scrolled to: only those in view are waited for.
      const inView = (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      const loading = () =>
        [...document.images].some((image) => !image.complete && inView(image)) ||
        [...document.querySelectorAll('[aria-busy="true"]')].some((busy) => busy.getClientRects().length > 0);
      try {
        while (performance.now() - start < maxMs) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          if (performance.now() - changed >= quietMs && !moving() && !loading()) return;
        }
      } finally {
        observer.disconnect();
      }
    },
    { quietMs, maxMs },
  );
}
