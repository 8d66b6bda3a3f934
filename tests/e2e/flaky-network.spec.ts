// A bad mobile link, played by a loopback proxy the test steers (tests/e2e/support/flaky-proxy.ts):
// requests that hang get words within their deadline, a blip heals within seconds, an answer lost on the
// way spends nothing twice, and offline the languages and the signed-out pages say what works.
import { expect, test } from '@playwright/test';
import { apiSignUp, awardPoints, bearer, userGet, userPoints } from './support/api';
import { API_NETWORK_TIMEOUT_SECONDS } from '../../sw/protocol';
import { startFlakyProxy, type FlakyProxy } from './support/flaky-proxy';
import { banner, openInstalled } from './support/installed-app';

// Offline and on a bad link the service worker answers: it is let in (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

let proxy: FlakyProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await startFlakyProxy(baseURL!);
});
test.afterEach(async () => {
  await proxy.close();
});
test('a hanging accept is queued with words within its deadline; a hanging page says it needs a connection, and heals', async ({ page }) => {
  const account = await openInstalled(page, proxy);

  proxy.rule(/acceptUserChallenge/, 'hang', { method: 'POST' });
  const started = Date.now();
  await page.getByRole('button', { name: 'Accept challenge' }).first().click();
  await expect(page.getByText('The network is not answering: the challenge is accepted here, and on our side once it answers.')).toBeVisible({ timeout: 12_000 });
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

// How fast is `npm run bench` (tests/bench/flaky.ts); here, that the saved dashboard shows before the
// service worker would have given up on the network, so nothing waited for it.
const BEFORE_NETWORK_GIVES_UP_MS = API_NETWORK_TIMEOUT_SECONDS * 1000 - 500;

test('a cold start on a link that hangs paints the saved dashboard without waiting for the network', async ({ page, context }) => {
  await openInstalled(page, proxy);
  const saved = await page.getByRole('button', { name: 'Accept challenge' }).count();
  // Cold: no page open and the service worker stopped, as after the phone put the app away.
  await page.close();
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');

  proxy.link('hang');
  const cold = blank;
  const started = Date.now();
  await cold.goto(`${proxy.origin}/en/dashboard`, { waitUntil: 'commit' });
  await expect(cold.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible({ timeout: BEFORE_NETWORK_GIVES_UP_MS });
  await expect(cold.getByRole('button', { name: 'Accept challenge' })).toHaveCount(saved, { timeout: BEFORE_NETWORK_GIVES_UP_MS - (Date.now() - started) });
  expect(Date.now() - started).toBeLessThan(BEFORE_NETWORK_GIVES_UP_MS);
  // The requests still wait on the link: the app says it shows saved data meanwhile, in one wording
  // that never calls a link the browser still has "offline", then heals.
  await expect(banner(cold)).toContainText('saved data', { timeout: 10_000 });
  const wordings = new Set<string>();
  for (let i = 0; i < 12; i += 1) {
    wordings.add((await banner(cold).first().textContent()) ?? '');
    await cold.waitForTimeout(500);
  }
  expect([...wordings]).toEqual(['The network is not answering. Showing saved data.']);
  proxy.link('up');
  await expect(banner(cold)).toHaveCount(0, { timeout: 5_000 });
});

test('after a 3-second blip the app is back within 5 seconds', async ({ page }) => {
  await openInstalled(page, proxy);

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

test('a redeem whose answer is lost buys one reward, and a code never opened shows offline from the list', async ({ page }) => {
  const account = await apiSignUp(page.request);
  await awardPoints(page.request, account.phone, 300);
  await openInstalled(page, proxy, '/en/prizes-list', 'All prizes', account);
  await page.getByRole('link', { name: 'Cinnamon bun' }).click();

  // The server takes the points, the answer never arrives (nor that of the browser's own quiet retry).
  proxy.rule(/redeemPrize/, 'drop-answer', { method: 'POST' });
  const redeem = async () => {
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByRole('dialog', { name: 'Redeem “Cinnamon bun”?' }).getByRole('button', { name: 'Redeem', exact: true }).click();
  };
  await redeem();
  await expect(page.getByRole('alert')).toContainText('The connection dropped before we heard back');
  expect(await userPoints(page.request, account)).toBe(330 - 50);
  proxy.clearRules();

  // After a reload, the second tap shows the reward the first one bought, and buys nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cinnamon bun' })).toBeVisible();
  await redeem();
  await expect(page).toHaveURL(/\/en\/prizes\/reward\/\d+$/);
  await expect(page.getByText('You had already redeemed this prize. Here is your reward.')).toBeVisible();
  expect(await userPoints(page.request, account)).toBe(330 - 50);
  expect(await userGet<unknown[]>(page.request, account, 'getUserActiveRewards')).toHaveLength(1);

  // A second reward bought elsewhere, listed once online, then opened for the first time offline.
  const { list } = await userGet<{ list: { id: number; prize_name: string; value: number }[] }>(page.request, account, 'getPrizesSuggestionForUser');
  const other = list.filter((p) => p.prize_name !== 'Cinnamon bun' && p.value <= 280).sort((a, b) => a.value - b.value)[0]!;
  const bought = await page.request.post('/api/user-side/redeemPrize', { headers: bearer(account.token), data: { prize_id: other.id } });
  expect(bought.ok()).toBeTruthy();
  const reward = (await bought.json()) as { id: number; name: string; reward_code: string };
  await page.goto(`${proxy.origin}/en/prizes/rewards`);
  const row = page.getByRole('main').getByRole('link', { name: new RegExp(reward.name) });
  await expect(row).toBeVisible();
  proxy.link('down');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: reward.name })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('main').getByText(reward.reward_code, { exact: true }).first()).toBeVisible();
  expect(proxy.seen.filter((r) => r.includes(`getUserReward/${reward.id}`))).toEqual([]);
});

/** The actions waiting in the outbox's IndexedDB, by member. */

test('offline, switching to a language never loaded before works: every catalog is precached', async ({ page }) => {
  await openInstalled(page, proxy);
  await page.goto(`${proxy.origin}/en/profile/communication`);
  const language = page.getByRole('region', { name: 'Language' });
  await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  proxy.link('down');
  await language.getByRole('button', { name: 'Lietuvių' }).click();
  await expect(page).toHaveURL(/\/lt\/profile\/communication$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await expect(page.getByRole('region', { name: 'Kalba' }).getByRole('button', { name: 'Lietuvių' })).toHaveAttribute('aria-pressed', 'true');
});

test('offline, a language whose texts are not saved here is disabled with a word saying why', async ({ page }) => {
  await openInstalled(page, proxy);
  await page.goto(`${proxy.origin}/en/profile/communication`);
  const language = page.getByRole('region', { name: 'Language' });
  await expect(language.getByRole('button', { name: 'Lietuvių' })).toBeEnabled();
  // As for a language the server added after this version was installed: its catalog is in no cache.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (request.url.includes('/translations/main.lt.json')) await cache.delete(request);
    }
  });
  proxy.link('down');
  await page.context().setOffline(true);
  await expect(language.getByRole('button', { name: 'Lietuvių' })).toBeDisabled();
  await expect(language.getByText('Offline, only languages saved on this device can be chosen. Needs a connection: Lietuvių.')).toBeVisible();
  await expect(language.getByRole('button', { name: 'English' })).toBeEnabled();
  // Back online, every language is offered again.
  await page.context().setOffline(false);
  proxy.link('up');
  await expect(language.getByRole('button', { name: 'Lietuvių' })).toBeEnabled({ timeout: 10_000 });
});

test('signed out and offline: Send code says a code needs a connection, and no sign-in page claims saved data', async ({ page }) => {
  await openInstalled(page, proxy);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`${proxy.origin}/en/phone-login`);
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await page.context().setOffline(true);
  proxy.link('down');
  await page.getByLabel('Phone number').fill('37060000123');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toContainText('You are offline. Getting a sign-in code needs a connection');
  await expect(banner(page)).toHaveText('You are offline. Signing in needs a connection.');
  await expect(page.getByText(/saved data/)).toHaveCount(0);
  await page.context().setOffline(false);
  proxy.link('up');
});
