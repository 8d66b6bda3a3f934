// Offline-first: the service worker's install, the dashboard and the rendered pages offline, actions taken offline,
// and the caches coming back after the browser evicted them.
import { expect, test } from '@playwright/test';
import { apiSignUp, openAs } from './support/api';
import { signUp } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { waitForQuietNetwork } from './support/quiet-network';
import { API_CACHE, precachedPaths, precacheUrls, waitForController } from './support/service-worker';

test.describe.configure({ timeout: 150_000 });

// The service worker is this spec's subject (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the service worker installs, controls the app and the app is installable', async ({ page }) => {
  await page.goto('/');
  await waitForController(page);
  const manifest = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
  expect(manifest).toBeTruthy();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off-the-record, which alone blocks installing.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.startsWith('workbox-precache'));
    return precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  expect(precached).toContain('/index.html');
  // Whatever the shell itself loads (its script and the chunks it names) starts the app offline.
  const shellScripts = await page.evaluate(async () => {
    const html = await (await fetch('/index.html', { cache: 'no-store' })).text();
    return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  });
  expect(shellScripts.length).toBeGreaterThan(1);
  for (const script of shellScripts) expect(precached).toContain(script);
});

test('offline, a reload shows the whole dashboard with saved data and the offline banner', async ({ page, context }) => {
  await signUp(page);
  await waitForController(page);
  // Load the dashboard once more through the worker so its answers are saved, the news promo and the
  // unread count (asked 5 s after load) included.
  const promo = page.waitForResponse((r) => r.url().includes('/getPromotedNewsItem'), { timeout: 15_000 });
  const unread = page.waitForResponse((r) => r.url().includes('/getUserUnreadNewsQuantity'), { timeout: 15_000 });
  await page.reload();
  await Promise.all([promo, unread]);
  await waitForQuietNetwork(page);
  const promoShown = await page.getByRole('complementary').filter({ hasText: 'Read more' }).count();
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  const heading = (await main.getByRole('heading').first().innerText()).trim();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toHaveText(heading);
  await expect(page.getByRole('heading', { name: 'We are offline' })).toHaveCount(0);
  // Every part was saved (issue 38: the news promo and the unread count were not): past the 5 s after
  // which they are asked for, the banner still says the page is whole, and the promo is there.
  await page.waitForTimeout(6_000);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveText('You are offline. Showing saved data.');
  await expect(page.getByRole('complementary').filter({ hasText: 'Read more' })).toHaveCount(promoShown);
  await context.setOffline(false);
});

test('a fresh profile offline shows the offline page, and Try again recovers', async ({ page, context }) => {
  await page.goto('/en/sign-in');
  await waitForController(page);
  // Nothing saved: no API answers and no settings kept from the last start (src/app/boot-snapshot.ts).
  await page.evaluate((name) => {
    localStorage.removeItem('loyalty-boot-settings');
    return caches.delete(name);
  }, API_CACHE);
  await context.setOffline(true);
  await page.reload();
  const offlinePage = page.getByRole('alertdialog', { name: 'We are offline' });
  await expect(offlinePage).toBeVisible();

  // Try again asks the server (api/touchSession); with no network it says so and stays.
  const ping = page.waitForRequest((r) => r.url().endsWith('/api/touchSession'));
  await offlinePage.getByRole('button', { name: 'Try again' }).click();
  await ping;
  await expect(offlinePage.getByRole('status')).toHaveText('Still no connection.');
  await expect(offlinePage).toBeVisible();

  // Back online (the browser's online event, or Try again once more): the app starts.
  await context.setOffline(false);
  await expect(async () => {
    if (await offlinePage.isVisible()) await offlinePage.getByRole('button', { name: 'Try again' }).click({ timeout: 1000 });
    await expect(offlinePage).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Sign up/ })).toBeVisible();
});

test('an action taken offline is applied exactly once after going online, with a reload in between', async ({ page, context }) => {
  await signUp(page);
  await waitForController(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const keys: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/acceptUserChallenge')) keys.push(request.headers()['idempotency-key'] ?? '');
  });

  // Once more through the worker, so the dashboard's answers are saved for the offline reload.
  await page.reload();
  await waitForQuietNetwork(page);

  const accept = page.getByRole('button', { name: 'Accept challenge' }).first();
  await expect(accept).toBeVisible();
  await context.setOffline(true);
  await accept.click();
  await expect(page.getByText(/You are offline: the challenge is accepted here/)).toBeVisible();
  // A full load while still offline (on the phone the card opened on its own route; back to the dashboard).
  await page.goto('/en/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /1 action will be sent/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /action will be sent/ })).toHaveCount(0, { timeout: 20_000 });
  await page.reload();
  // Not 'networkidle': with an accepted partner challenge on screen the live stream stays open.
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();

  // Sent with one Idempotency-Key however often it was tried; the server applied it once.
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  const challenges = await page.request.get('/api/user-side/getUserChallenges?start_from=-1', { headers: { authorization: `Bearer ${token}` } });
  const list = (await challenges.json()) as { accepted: boolean }[] | { challenges: { accepted: boolean }[] };
  const items = Array.isArray(list) ? list : list.challenges;
  expect(items.filter((c) => c.accepted)).toHaveLength(1);
  const pending = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('loyalty-outbox');
        open.onsuccess = () => {
          const count = open.result.transaction('actions').objectStore('actions').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(pending).toBe(0);
});


test('after the browser evicts the caches the app caches itself again, and offline works', async ({ page, context }) => {
  await page.goto('/en/sign-in');
  await waitForController(page);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await caches.delete(name);
  });
  // The next start notices the missing shell and the worker fetches it all again.
  await page.reload();
  const files = precacheUrls().length;
  await expect.poll(async () => (await precachedPaths(page)).length, { timeout: 90_000 }).toBe(files);
  expect(await precachedPaths(page)).toContain('/index.html');

  await context.setOffline(true);
  // A page the server does not render: the precached shell answers, not the browser's error page.
  await page.goto('/en/history');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await context.setOffline(false);
});

test('at a tiny storage quota the member hears that offline use is off', async ({ page, context, baseURL }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 100 * 1024 });
  await page.goto('/en/sign-in');
  const notice = page.getByRole('status').filter({ hasText: 'No offline use here.' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  // Which words (too little storage, or could not be saved) depends on what the browser tells the
  // worker; Chromium's quota override reaches neither the worker's error nor storage.estimate().
  await expect(notice).toContainText(/works while you are online/);
  expect(await seriousA11yViolations(page, '[role="status"]')).toEqual([]);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});


test('offline, the service worker serves the rendered page of each language', async ({ page, context, request }) => {
  await page.goto('/lt/sign-in');
  await waitForController(page);
  // Through the worker now: it keeps each rendered page it passes on.
  await page.reload();
  await page.goto('/en/sign-in');
  await context.setOffline(true);
  for (const lang of ['lt', 'en']) {
    const online = await (await request.get(`/${lang}/sign-in`)).text();
    const heading = /<h1[^>]*>.*?<\/h1>/s.exec(online)![0];
    const response = await page.goto(`/${lang}/sign-in`);
    const offline = await response!.text();
    expect(offline).toContain(`<html lang="${lang}"`);
    expect(offline).toMatch(/<div id="root" data-server-rendered/);
    expect(offline).toContain(heading);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.setOffline(false);
});

test('a signed-in member reloading a rendered page offline never sees it: the app draws their own', async ({ page, context }) => {
  await openAs(page, await apiSignUp(page.request), '/en/dashboard');
  await waitForController(page);
  // The rendered sign-in page passes through the worker once (and the app moves on to the dashboard).
  await page.goto('/en/sign-in');
  await expect(page).toHaveURL(/\/en\/dashboard/);
  await context.setOffline(true);
  const response = await page.goto('/en/sign-in');
  expect(await response!.text()).toMatch(/<div id="root" data-server-rendered/);
  // The mark set before the first paint hides the signed-out screen (global.css)...
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-signed-in'))).toBe(true);
  // ...and the member's own page follows.
  await expect(page).toHaveURL(/\/en\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await context.setOffline(false);
});
