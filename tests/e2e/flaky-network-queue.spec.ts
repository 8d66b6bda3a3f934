// Actions taken on a bad link or offline (tests/e2e/support/flaky-proxy.ts plays the link): queued, sent once
// by their owner only (after signing in again, or by Background Sync with the app closed), and shown as done
// meanwhile, on the list and on the challenge's page; a write that keeps hanging stops after its tries.
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, bearer } from './support/api';
import { API_NETWORK_TIMEOUT_SECONDS } from '../../sw/protocol';
import { startFlakyProxy, type FlakyProxy } from './support/flaky-proxy';
import { waitForQuietNetwork } from './support/quiet-network';
import { challengeName, openInstalled } from './support/installed-app';
import { showCard } from './support/show-card';

// Offline and on a bad link the service worker answers: it is let in (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

let proxy: FlakyProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await startFlakyProxy(baseURL!);
});
test.afterEach(async () => {
  await proxy.close();
});
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
  const account = await openInstalled(page, proxy);
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
  const account = await openInstalled(page, proxy);
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
  await openInstalled(page, proxy);
  const accepts = page.getByRole('button', { name: 'Accept challenge' });
  const before = await accepts.count();
  await acceptOffline(page);
  await page.goto(`${proxy.origin}/en/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 action will be sent when the connection is back.' })).toBeVisible();
  await expect(accepts).toHaveCount(before - 1);
});

test('with the app closed, the service worker sends the queued action when Background Sync fires', async ({ page, context }) => {
  const account = await openInstalled(page, proxy);
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


test('a write that hangs, with retries that fail too, stays visibly pending, stops after its tries, and is sent on Try again', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await openInstalled(page, proxy);
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

test('snoozing offline keeps the list as it is: no next page fetched, no error put into it', async ({ page }) => {
  await openInstalled(page, proxy);
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

// Issue 38: a quiz accepted online showed "Accept challenge" again when opened offline later.
test('a quiz accepted online still shows as accepted when the app is opened offline later, on its card and its page', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await openInstalled(page, proxy);
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
