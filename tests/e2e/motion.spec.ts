// Motion (framer-motion through LazyMotion, src/lib/motion): a toast and the drawer travel, frame by frame, and with
// the system's reduced-motion setting nothing travels. The animation features load after the first paint.
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, openAs } from './support/api';

const TOAST = 'body > [role="status"][aria-live="polite"] > *';
const DRAWER = '[role="dialog"][aria-label="Menu"]';

/** An element's offset (its transform's x, m41, or y, m42) at each animation frame for about half a second after it appears. */
async function frames(page: Page, selector: string, axis: 'm41' | 'm42'): Promise<number[]> {
  return page.evaluate(
    ([selector, axis]) =>
      new Promise<number[]>((resolve) => {
        const offsets: number[] = [];
        const started = performance.now();
        const sample = () => {
          const element = document.querySelector<HTMLElement>(selector);
          if (element) offsets.push(new DOMMatrixReadOnly(getComputedStyle(element).transform)[axis]);
          if (performance.now() - started < 1500 && offsets.length < 30) requestAnimationFrame(sample);
          else resolve(offsets);
        };
        requestAnimationFrame(sample);
      }),
    [selector, axis] as const,
  );
}

/** The toast's frames from before the click that shows it: sampling starts first, so no frame is missed. */
async function showToast(page: Page): Promise<number[]> {
  const account = await apiSignUp(page.request);
  await openAs(page, account, '/en/profile/reset-snoozed-challenges');
  const button = page.getByRole('button', { name: 'Show snoozed challenges again' });
  await expect(button).toBeEnabled();
  const sampled = frames(page, TOAST, 'm42');
  await button.click();
  return sampled;
}

test('a toast travels in over several frames', async ({ page }) => {
  const offsets = await showToast(page);
  await expect(page.getByText('You had no snoozed challenges.')).toBeVisible();
  // Seen moving: it starts above its place and comes to rest there.
  expect(offsets.length).toBeGreaterThan(3);
  expect(Math.min(...offsets)).toBeLessThan(-4);
  expect(Math.abs(offsets.at(-1)!)).toBeLessThan(0.5);
});

test('with reduced motion a toast appears in place', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const offsets = await showToast(page);
  await expect(page.getByText('You had no snoozed challenges.')).toBeVisible();
  expect(offsets.length).toBeGreaterThan(0);
  expect(offsets, 'offsets').toEqual(offsets.map(() => 0));
});

/** The drawer's frames from before the click that opens it. */
async function openDrawer(page: Page): Promise<number[]> {
  const account = await apiSignUp(page.request);
  await openAs(page, account, '/en/dashboard');
  const button = page.getByRole('button', { name: /^Menu/ });
  await expect(button).toBeVisible();
  const sampled = frames(page, DRAWER, 'm41');
  await button.click();
  return sampled;
}

test('the drawer slides in over several frames, and out again', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the drawer is the phone menu');
  const opening = await openDrawer(page);
  expect(Math.min(...opening)).toBeLessThan(-20);
  expect(Math.abs(opening.at(-1)!)).toBeLessThan(0.5);
  await page.keyboard.press('Escape');
  await expect(page.locator(DRAWER)).toHaveCount(0);
});

test('with reduced motion the drawer is simply there', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the drawer is the phone menu');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const offsets = await openDrawer(page);
  expect(offsets, 'offsets').toEqual(offsets.map(() => 0));
});
