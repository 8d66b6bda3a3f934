// A bad mobile link, played by a loopback proxy the test steers (tests/e2e/support/flaky-proxy.ts):
// requests that hang get words within their deadline, a blip heals within seconds, and a
// challenge opened from its card needs no network.
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, openAs, userGet } from './support/api';
import { startFlakyProxy, type FlakyProxy } from './support/flaky-proxy';

let proxy: FlakyProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await startFlakyProxy(baseURL!);
});
test.afterEach(async () => {
  await proxy.close();
});

/** An installed app: the service worker controls the page and holds the app's files. */
async function openInstalled(page: Page, path = '/en/dashboard') {
  const account = await apiSignUp(page.request);
  await openAs(page, account, `${proxy.origin}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return account;
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /offline|saved data/i });

test('a hanging accept is queued with words within its deadline; a hanging page says it needs a connection, and heals', async ({ page }) => {
  const account = await openInstalled(page);

  proxy.rule(/acceptUserChallenge/, 'hang', { method: 'POST' });
  const started = Date.now();
  await page.getByRole('button', { name: 'Accept challenge' }).first().click();
  await expect(page.getByText(/You are offline: the challenge is accepted here/)).toBeVisible({ timeout: 12_000 });
  expect(Date.now() - started).toBeLessThan(12_000);
  // Opened from its card, the challenge renders from the card's data, not an endless "Loading".
  await expect(page.getByText('Loading the challenge')).toHaveCount(0);

  // A page never opened before, on a link that hangs: words, not a spinner for ever.
  proxy.link('hang');
  await page.getByRole('link', { name: 'All challenges' }).click();
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page.getByText('Not available offline')).toBeVisible({ timeout: 12_000 });
  await expect(banner(page)).toContainText('Parts of this page need a connection');
  await expect(banner(page)).not.toContainText('saved data');

  // The link comes back: the page loads by itself within seconds, and the queued accept is sent.
  const back = Date.now();
  proxy.clearRules();
  proxy.link('up');
  await expect(page.getByText('Not available offline')).toHaveCount(0, { timeout: 5_000 });
  await expect(banner(page)).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - back).toBeLessThan(5_000);
  await expect
    .poll(async () => (await userGet<{ challenges: { accepted: boolean }[] }>(page.request, account, 'getUserChallenges')).challenges.filter((c) => c.accepted).length)
    .toBe(1);
});

test('after a 3-second blip the app is back within 5 seconds', async ({ page }) => {
  await openInstalled(page);

  proxy.link('down');
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(banner(page)).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(3_000);
  const back = Date.now();
  proxy.link('up');
  await expect(banner(page)).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  expect(Date.now() - back).toBeLessThan(5_000);
});
