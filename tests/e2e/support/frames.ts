// What the motion spec reads off the page frame by frame: an element's offsets while it travels, and the
// member's first action, which brings the animation features (src/lib/motion/features-on-demand.ts).
import { expect, type Page } from '@playwright/test';

/** An element's offset (its transform's x, m41, or y, m42) at each animation frame for a while after it appears. */
export async function frames(page: Page, selector: string, axis: 'm41' | 'm42'): Promise<number[]> {
  return page.evaluate(
    ([selector, axis]) =>
      new Promise<number[]>((resolve) => {
        const offsets: number[] = [];
        const started = performance.now();
        let appeared: number | null = null;
        const sample = () => {
          const element = document.querySelector<HTMLElement>(selector);
          if (element) offsets.push(new DOMMatrixReadOnly(getComputedStyle(element).transform)[axis]);
          if (element) appeared ??= performance.now();
          // Half a second from when it appears (a busy server may take a while to answer), at most 30 frames.
          const done = appeared === null ? performance.now() - started > 10_000 : performance.now() - appeared > 1500 || offsets.length >= 30;
          if (done) resolve(offsets);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    [selector, axis] as const,
  );
}

export const FEATURES = /\/assets\/animation-features-[\w-]+\.js$/;

/** A first action (a key that does nothing) brings the animation features; this waits until they are in. */
export async function firstAction(page: Page) {
  await page.keyboard.press('Shift');
  await expect
    .poll(() => page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), FEATURES.source))
    .toBe(true);
  // The chunk has come: LazyMotion takes it on the next turn and draws its parts again.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * For each animation frame, the largest offset (translate x or y, px) among the elements `selector` finds,
 * from the first frame any is there, for `count` frames (or until `wait` ms pass with none there).
 * With `fresh`, only elements that were not there when sampling began count, so the frames start when the
 * new one mounts however late the click that mounts it lands; and the first offset is the one it mounts at
 * (its inline style), since on a software compositor a frame can take longer than a whole slide.
 */
export async function travel(page: Page, selector: string, { count = 60, wait = 12_000, fresh = false } = {}): Promise<number[]> {
  return page.evaluate(
    ([selector, count, wait, fresh]) =>
      new Promise<number[]>((resolve) => {
        const offsets: number[] = [];
        const started = performance.now();
        const before = new Set(fresh ? document.querySelectorAll(selector) : []);
        const offset = (element: Element) => {
          const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
          return Math.max(Math.abs(matrix.m41), Math.abs(matrix.m42));
        };
        const sample = () => {
          const elements = [...document.querySelectorAll(selector)].filter((element) => !before.has(element));
          if (fresh && offsets.length === 0 && elements.length > 0) {
            const mountedAt = (element: Element) => new DOMMatrixReadOnly((element as HTMLElement).style.transform || 'none');
            offsets.push(Math.max(...elements.map(mountedAt).map((m) => Math.max(Math.abs(m.m41), Math.abs(m.m42)))));
          }
          if (elements.length > 0) offsets.push(Math.max(...elements.map(offset)));
          // Done after `count` frames, once what appeared has gone again, or when nothing came.
          const gone = elements.length === 0 && offsets.length > 0;
          if (offsets.length >= count || gone || performance.now() - started > wait + 3000) resolve(offsets);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    [selector, count, wait, fresh] as const,
  );
}

export const seenMoving = (offsets: number[]) => {
  expect(offsets.length, 'frames').toBeGreaterThan(3);
  expect(Math.max(...offsets), 'offsets').toBeGreaterThan(4);
  expect(offsets.at(-1)!, 'at rest').toBeLessThan(1);
};
export const neverTravels = (offsets: number[]) => {
  expect(offsets.length, 'frames').toBeGreaterThan(0);
  expect(offsets, 'offsets').toEqual(offsets.map(() => 0));
};
