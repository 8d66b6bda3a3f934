// A new version of the app: offered, applied on Reload, noticed while the app stays open, and never falsely.
import { expect, test } from '@playwright/test';
import { apiSignUp, awardPoints, openAs, userGet } from './support/api';
import { expectDrawn } from './support/codes';
import { API_CACHE, updateWorker, waitForController, writeWorker } from './support/service-worker';

test.describe.configure({ timeout: 150_000 });

// The service worker is this spec's subject (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('updates', () => {
  let original: string | null = null;
  test.afterEach(() => {
    if (original !== null) writeWorker(original);
    original = null;
  });

  test('a new version is offered, waits during a challenge and is applied on Reload', async ({ page }) => {
    // A customer in the middle of a challenge, on its own route.
    const account = await apiSignUp(page.request);
    const { challenges } = await userGet<{ challenges: { id: number; name: string }[] }>(page.request, account, 'getUserChallenges');
    await openAs(page, account, `/en/challenge/${challenges[0]!.id}`);
    await expect(page.getByRole('heading', { name: challenges[0]!.name })).toBeVisible();
    await waitForController(page);
    const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);

    original = updateWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    // Not in the middle of a challenge: the offer waits until the customer leaves it.
    await page.waitForTimeout(1500);
    await expect(prompt).toHaveCount(0);
    await page.getByRole('link', { name: 'All challenges' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await expect(prompt).toBeVisible();
    // The old version still runs the page until the customer says so.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await waitForController(page);
    // The new version takes over once the reload has asked it to (slow on a busy machine: CI's run of
    // 2026-12-02 needed more than 10 s once).
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 30_000 })
      .toBe(false);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toBe(before);
    await expect(prompt).toHaveCount(0);
  });
  test('right after an update a reward\'s barcode draws offline: the encoder is in the precache', async ({ page, context }) => {
    const account = await apiSignUp(page.request);
    await awardPoints(page.request, account.phone, 100);
    await openAs(page, account, '/en/prizes-list');
    await page.getByRole('link', { name: 'Cinnamon bun' }).click();
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByRole('dialog', { name: 'Redeem “Cinnamon bun”?' }).getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/prizes\/reward\/\d+$/);
    const rewardUrl = page.url();
    await expectDrawn(page.getByRole('img', { name: /^Barcode: / }));
    await waitForController(page);

    original = updateWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await waitForController(page);
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);

    // A new version's chunks have new names: nothing but the new precache may have the encoder. Every
    // runtime cache except the saved answers goes, and so does the browser's HTTP cache.
    await page.evaluate(async (apiCache) => {
      for (const name of await caches.keys()) if (!name.startsWith('workbox-precache') && name !== apiCache) await caches.delete(name);
    }, API_CACHE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.goto(rewardUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Cinnamon bun' })).toBeVisible();
    await expectDrawn(page.getByRole('img', { name: /^Barcode: / }));
    await context.setOffline(false);
  });
});


test('a new version is noticed while the app stays open: opening a screen looks for it', async ({ page }) => {
  await page.clock.install();
  await openAs(page, await apiSignUp(page.request), '/en/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await waitForController(page);
  const original = updateWorker();
  try {
    // Some minutes later, the member opens another screen (no reload, no hour hidden).
    await page.clock.fastForward('06:00');
    await page.getByRole('link', { name: 'History' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'A new version is ready' })).toBeVisible({ timeout: 30_000 });
  } finally {
    writeWorker(original);
  }
});


test('clearing the site data does not bring a false "A new version is ready"', async ({ page, context, baseURL }) => {
  await page.goto('/en/sign-in');
  await waitForController(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'all' });
  await page.reload();
  await waitForController(page);
  await page.waitForTimeout(3000);
  await expect(page.getByRole('status').filter({ hasText: 'A new version is ready' })).toHaveCount(0);
});
