// Installing the app: the install card, and the install precache's size and contents.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiSignUp, openAs } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { settled } from './support/settle';
import { SW_FILE, precacheBrotliBytes, precacheUrls } from './support/service-worker';

test.describe.configure({ timeout: 150_000 });

// The service worker is this spec's subject (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the install card covers nothing, moves nothing being read, and is not offered offline', async ({ page, context }) => {
  // A second visit, in a browser that offers installing (Playwright's own contexts never fire the event).
  await page.addInitScript(() => localStorage.setItem('loyalty-install', JSON.stringify({ visits: 2 })));
  await openAs(page, await apiSignUp(page.request), '/en/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await page.evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }) }))`);
  const card = page.getByRole('region', { name: 'Get the app' });
  const accept = page.getByRole('button', { name: 'Accept challenge' }).first();
  // Not into the screen being read (it would push the first Accept button from under the finger).
  await page.waitForTimeout(5_000);
  await expect(card).toHaveCount(0);

  // It comes with the next screen opened, in the page's flow.
  const openScreen = async (name: string, heading: string) => {
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
  await openScreen('History', 'History');
  await openScreen('Challenges', 'Challenges');
  await expect(card).toBeVisible();
  await expect(accept).toBeVisible();

  /** Buttons and links in view whose centre the card takes: a tap there would land on the card. */
  const covered = () =>
    page.evaluate(() => {
      const box = document.querySelector('[aria-labelledby="install-title"]')!;
      return [...document.querySelectorAll('button, a')]
        .filter((el) => {
          if (box.contains(el)) return false;
          const r = el.getBoundingClientRect();
          if (!r.width || !r.height || r.bottom <= 0 || r.top >= innerHeight) return false;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && box.contains(hit);
        })
        .map((el) => el.textContent?.trim());
    });
  expect(await covered()).toEqual([]);
  await accept.scrollIntoViewIfNeeded();
  expect(await covered()).toEqual([]);
  expect(await seriousA11yViolations(page, '[aria-labelledby="install-title"]')).toEqual([]);

  // Offline, installing cannot work: the card goes, and comes back with a screen opened online.
  await context.setOffline(true);
  await expect(card).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /offline|saved data/i })).toHaveCount(0, { timeout: 10_000 });
  await openScreen('History', 'History');
  await expect(card).toBeVisible({ timeout: 10_000 });
});

test('the install precache is at most 400 KB brotli and holds nothing switched off', () => {
  // Measured before the cut: 99 files, 535 KB brotli (the manifest's icons, both font files, the sound player).
  expect(precacheBrotliBytes()).toBeLessThanOrEqual(400 * 1024);
  const dist = SW_FILE.replace(/\/sw\.js$/, '');
  for (const url of precacheUrls().filter((u) => u.endsWith('.js'))) {
    const source = readFileSync(`${dist}/${url}`, 'utf8');
    // Error reporting and push load only when the settings switch them on.
    expect(source, url).not.toContain('sentry.javascript');
    expect(url).not.toMatch(/firebase/);
  }
});


for (const lang of ['en', 'lt']) {
  test(`the install card is compact at 320 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.addInitScript(() => localStorage.setItem('loyalty-install', JSON.stringify({ visits: 2 })));
    await openAs(page, await apiSignUp(page.request), `/${lang}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }) }))`);
    // It comes with the next screen opened.
    await page.locator(`a[href="/${lang}/history"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/history`));
    const card = page.locator('[aria-labelledby="install-title"]');
    await expect(card).toBeVisible();
    // Measured and its colours read once it has come in (half faded in, its text is fainter than at rest)
    // and the web font has replaced the fallback (whose lines break elsewhere).
    await settled(page);
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(120);
    expect(box.width).toBeLessThanOrEqual(320);
    await expect(card.getByRole('button', { name: lang === 'en' ? 'Install' : 'Įdiegti' })).toBeVisible();
    expect(await seriousA11yViolations(page, '[aria-labelledby="install-title"]')).toEqual([]);
    await card.screenshot({ path: `test-results/install-card-320-${lang}.png` });
  });
}
