// A bad mobile link, played by a loopback proxy the test steers (tests/e2e/support/flaky-proxy.ts):
// requests that hang get words within their deadline, a blip heals within seconds, and a
// challenge opened from its card needs no network.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, awardPoints, bearer, openAs, userGet, userPoints, type Account } from './support/api';
import { API_NETWORK_TIMEOUT_SECONDS } from '../../sw/protocol';
import { startFlakyProxy, type FlakyProxy } from './support/flaky-proxy';
import { waitForQuietNetwork } from './support/quiet-network';

// Offline and on a bad link the service worker answers: it is let in (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

let proxy: FlakyProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await startFlakyProxy(baseURL!);
});
test.afterEach(async () => {
  await proxy.close();
});

/** An installed app: the service worker controls the page and holds the app's files. */
async function openInstalled(page: Page, path = '/en/dashboard', heading = 'Challenges', account?: Account) {
  account ??= await apiSignUp(page.request);
  await openAs(page, account, `${proxy.origin}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  // Once more through the worker, so the page's answers are saved as an installed app's would be.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForQuietNetwork(page);
  await waitForSavedAnswers(page, path.includes('prizes') ? 'prizes' : 'challenges');
  return account;
}

/**
 * The app saves its answers at most once a second (src/api/query-client.ts): a cold start finds this page's
 * answers (its queries' first key) only once a save holding them is in IndexedDB (idb-keyval's default store).
 */
async function waitForSavedAnswers(page: Page, queryKey: string) {
  const saved = () =>
    page.evaluate(
      (key) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('keyval-store');
          // Not there yet: not created here (the app's own opening creates its store).
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('keyval')) return resolve(false);
            const read = db.transaction('keyval').objectStore('keyval').get('loyalty-query-cache');
            read.onerror = () => resolve(false);
            read.onsuccess = () => resolve(typeof read.result?.cache === 'string' && read.result.cache.includes(`"${key}"`));
            read.transaction!.oncomplete = () => db.close();
          };
        }),
      queryKey,
    );
  await expect.poll(saved, { timeout: 10_000 }).toBe(true);
}

/** A card's challenge name, from its "More about …" button. */
const challengeName = async (card: Locator) =>
  ((await card.getByRole('button', { name: /^More about / }).getAttribute('aria-label')) ?? '').replace(/^More about /, '');

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /offline|saved data|connection|not answering/i });

test('a hanging accept is queued with words within its deadline; a hanging page says it needs a connection, and heals', async ({ page }) => {
  const account = await openInstalled(page);

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
  await openInstalled(page);
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

test('a redeem whose answer is lost buys one reward, and a code never opened shows offline from the list', async ({ page }) => {
  const account = await apiSignUp(page.request);
  await awardPoints(page.request, account.phone, 300);
  await openInstalled(page, '/en/prizes-list', 'All prizes', account);
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
const queuedFor = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('loyalty-outbox');
        open.onsuccess = () => {
          const all = open.result.transaction('actions').objectStore('actions').getAll();
          all.onsuccess = () => resolve((all.result as { userKey: string }[]).map((a) => a.userKey));
        };
      }),
  );

const acceptedCount = async (page: Page, token: string) => {
  const answer = await page.request.get('/api/user-side/getUserChallenges?start_from=-1', { headers: bearer(token) });
  return ((await answer.json()) as { challenges: { accepted: boolean }[] }).challenges.filter((c) => c.accepted).length;
};

/** Signs the page in as `account` with a new session, the way a sign-in leaves the app. */
async function signInAgain(page: Page, phone: string) {
  const fresh = await apiSignIn(page.request, phone);
  await page.evaluate((token) => localStorage.setItem('token', token), fresh.token);
  await page.goto(`${proxy.origin}/en/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  return fresh;
}

/** The link drops every request while the browser still has a network: the app says it is not answering. */
async function acceptOffline(page: Page) {
  proxy.link('down');
  await page.getByRole('button', { name: 'Accept challenge' }).first().click();
  await expect(page.getByText('The network is not answering: the challenge is accepted here, and on our side once it answers.')).toBeVisible();
}

test('an action queued before the session expired offline is sent after signing in again', async ({ page }) => {
  const account = await openInstalled(page);
  await acceptOffline(page);
  // The session ends on the server while the phone is offline.
  expect((await page.request.get('/api/user-side/logoutUser', { headers: bearer(account.token) })).ok()).toBeTruthy();
  proxy.link('up');
  await expect(page).toHaveURL(/\/en\/sign-in/, { timeout: 15_000 });
  expect(await queuedFor(page)).toHaveLength(1);
  // The sign-in page says the action waits for this sign-in.
  await expect(page.getByRole('status').filter({ hasText: '1 action taken offline will be sent after you sign in again.' })).toBeVisible();

  const fresh = await signInAgain(page, account.phone);
  await expect.poll(() => acceptedCount(page, fresh.token), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => queuedFor(page)).toEqual([]);
});

test('logging out with actions pending asks first; another member never sends them; the owner does', async ({ page }) => {
  const account = await openInstalled(page);
  await acceptOffline(page);
  await page.getByRole('button', { name: /^Menu/ }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  const ask = page.getByRole('dialog', { name: 'One action is not sent yet' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Log out, send later' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  expect(await queuedFor(page)).toHaveLength(1);
  proxy.link('up');

  // Another member on the same phone: the outbox runs for them and leaves the first member's action.
  const other = await apiSignUp(page.request);
  await signInAgain(page, other.phone);
  await waitForQuietNetwork(page);
  expect(await queuedFor(page)).toHaveLength(1);
  expect(await acceptedCount(page, account.token)).toBe(0);
  expect(await acceptedCount(page, other.token)).toBe(0);

  // The owner signs in again: it is sent.
  await page.evaluate(() => localStorage.removeItem('token'));
  const back = await signInAgain(page, account.phone);
  await expect.poll(() => acceptedCount(page, back.token), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => queuedFor(page)).toEqual([]);
});

test('after an offline reload, an action taken offline still shows as done', async ({ page }) => {
  await openInstalled(page);
  const accepts = page.getByRole('button', { name: 'Accept challenge' });
  const before = await accepts.count();
  await acceptOffline(page);
  await page.goto(`${proxy.origin}/en/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 action will be sent when the connection is back.' })).toBeVisible();
  await expect(accepts).toHaveCount(before - 1);
});

test('with the app closed, the service worker sends the queued action when Background Sync fires', async ({ page, context }) => {
  const account = await openInstalled(page);
  await acceptOffline(page);
  await page.close();
  proxy.link('up');

  // No page of the app is open; DevTools fires the sync event the browser fires when the network returns.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (r.scopeURL === `${proxy.origin}/` && !r.isDeleted) ids.push(r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  expect(await acceptedCount(blank, account.token)).toBe(0);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: proxy.origin, registrationId: ids[0]!, tag: 'replay-queue', lastChance: false });
  await expect.poll(() => acceptedCount(blank, account.token), { timeout: 15_000 }).toBe(1);
});

test('offline, switching to a language never loaded before works: every catalog is precached', async ({ page }) => {
  await openInstalled(page);
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
  await openInstalled(page);
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

test('a write that hangs, with retries that fail too, stays visibly pending, stops after its tries, and is sent on Try again', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await openInstalled(page);
  const name = await challengeName(page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Accept challenge' }) }).first());
  // The first send hangs; every retry gets its connection dropped.
  proxy.rule(/acceptUserChallenge/, 'hang', { method: 'POST', times: 1 });
  proxy.rule(/acceptUserChallenge/, 'drop', { method: 'POST' });
  await page.getByRole('button', { name: 'Accept challenge' }).first().click();
  await expect(page.getByText('The network is not answering: the challenge is accepted here, and on our side once it answers.')).toBeVisible({ timeout: 12_000 });

  // Never a card that looks accepted with nothing said: the banner counts it until the server has it.
  await expect(page.getByRole('status').filter({ hasText: /1 action (is not sent yet|will be sent when the connection is back)/ })).toBeVisible();
  expect(await acceptedCount(page, account.token)).toBe(0);

  // Bounded: after its tries the member is told which action was not sent, and can act on it.
  const failed = page.getByRole('status').filter({ hasText: 'Not sent after several tries' });
  await expect(failed).toContainText(`Accepting the challenge “${name}”`, { timeout: 60_000 });
  expect(await acceptedCount(page, account.token)).toBe(0);

  proxy.clearRules();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => acceptedCount(page, account.token), { timeout: 15_000 }).toBe(1);
  await expect(failed).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(() => queuedFor(page)).toEqual([]);
});

test('signed out and offline: Send code says a code needs a connection, and no sign-in page claims saved data', async ({ page }) => {
  await openInstalled(page);
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

test('snoozing offline keeps the list as it is: no next page fetched, no error put into it', async ({ page }) => {
  await openInstalled(page);
  proxy.link('down');
  // One the member may snooze (can_hide) in the demo programme.
  const name = 'Three coffees in a week';
  await page.getByRole('article', { name, exact: true }).getByRole('button', { name: `More about ${name}` }).click();
  await page.getByRole('menu', { name: 'Challenge options' }).getByRole('menuitem', { name: 'Snooze this challenge' }).click();
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0, { timeout: 12_000 });
  await page.getByRole('main').evaluate((main) => main.scrollIntoView({ block: 'end' }));
  await page.waitForTimeout(1_500);
  await expect(page.getByText('Oops something went wrong!')).toHaveCount(0);
  expect(proxy.seen.filter((r) => /getUserChallenges\?start_from=[1-9]/.test(r))).toEqual([]);
});

/** Brings a card of the dashboard onto the screen (past the owner's first few, or further down the list). */
async function showCard(page: Page, card: Locator) {
  const more = page.getByRole('button', { name: /^Show \d+ more challenges?$/ });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    if (!(await card.count())) await page.mouse.wheel(0, 4000);
    await expect(card).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await card.scrollIntoViewIfNeeded();
}

// Issue 38: a quiz accepted online showed "Accept challenge" again when opened offline later.
test('a quiz accepted online still shows as accepted when the app is opened offline later, on its card and its page', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await openInstalled(page);
  const name = 'Coffee quiz';
  const card = page.getByRole('article', { name, exact: true });
  await showCard(page, card);
  const answered = page.waitForResponse((r) => r.url().endsWith('/acceptUserChallenge'));
  await card.getByRole('button', { name: 'Accept challenge' }).click();
  expect((await answered).ok()).toBeTruthy();
  await expect.poll(() => acceptedCount(page, account.token)).toBe(1);

  // Later, with no network at all: a full load of the dashboard, then the quiz opened from its card.
  await page.goto(`${proxy.origin}/en/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await waitForQuietNetwork(page);
  proxy.link('down');
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await showCard(page, card);
  await expect(card.getByRole('button', { name: 'Open' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept challenge' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept challenge' })).toHaveCount(0);
  // What the network would have said arrives as nothing: the saved answers still say accepted.
  await page.waitForTimeout(API_NETWORK_TIMEOUT_SECONDS * 1000 + 1_000);
  await expect(page.getByRole('button', { name: 'Accept challenge' })).toHaveCount(0);
  await page.context().setOffline(false);
});
