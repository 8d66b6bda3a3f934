// A screen seen at several widths is loaded once and resized through them. The layouts follow the width
// as it changes (CSS media queries, matchMedia listeners, ResizeObserver), so a page load for each width
// showed nothing more and cost a load (and, with a context for each, the app's start) every time.
import type { Page } from '@playwright/test';

/** The app's heights: a phone is 844 px high, a desktop 800. */
export const appHeight = (width: number) => (width < 992 ? 844 : 800);

/** Resizes `page` to each width in turn, narrowest first as given, and calls `look` there. */
export async function atEveryWidth(
  page: Page,
  widths: readonly number[],
  look: (width: number) => Promise<void>,
  height: number | ((width: number) => number) = appHeight,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: typeof height === 'number' ? height : height(width) });
    await look(width);
  }
}
