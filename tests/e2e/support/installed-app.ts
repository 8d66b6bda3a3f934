// An installed app on a bad link (the flaky-network specs): opened through the test's flaky proxy once the
// service worker controls it and its answers are saved, as an installed app's would be; and what they read on it.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiSignUp, openAs, type Account } from './api';
import type { FlakyProxy } from './flaky-proxy';
import { waitForQuietNetwork } from './quiet-network';

/** An installed app: the service worker controls the page and holds the app's files. */
export async function openInstalled(page: Page, proxy: FlakyProxy, path = '/en/dashboard', heading = 'Challenges', account?: Account) {
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
export const challengeName = async (card: Locator) =>
  ((await card.getByRole('button', { name: /^More about / }).getAttribute('aria-label')) ?? '').replace(/^More about /, '');

export const banner = (page: Page) => page.getByRole('status').filter({ hasText: /offline|saved data|connection|not answering/i });
