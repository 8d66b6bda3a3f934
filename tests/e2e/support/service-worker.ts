// The service worker as the pwa-*.spec.ts files drive it: the built worker's file (replaced to bring an update),
// its precache, and pushes delivered through DevTools.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const API_CACHE = 'api-user-side';
// The built worker the server serves (the webServer's STATIC_DIR, ./dist by default).
export const SW_FILE = `${process.env.STATIC_DIR ?? './dist'}/sw.js`;

/** Writes the worker and the brotli and gzip copies the server sends (scripts/compress-assets.mjs). */
export function writeWorker(source: string) {
  writeFileSync(SW_FILE, source);
  writeFileSync(`${SW_FILE}.br`, brotliCompressSync(source));
  writeFileSync(`${SW_FILE}.gz`, gzipSync(source));
}

/** A new version of the worker, as a deploy would bring; answers the old source to restore. */
export function updateWorker(): string {
  const original = readFileSync(SW_FILE, 'utf8');
  writeWorker(`${original}\n// e2e update ${Date.now()}\n`);
  return original;
}

/** The files the built worker precaches (its injected manifest). */
export function precacheUrls(): string[] {
  const source = readFileSync(SW_FILE, 'utf8');
  return [...source.matchAll(/\{(?:"revision":(?:"[^"]*"|null),)?"url":"([^"]+)"(?:,"revision":(?:"[^"]*"|null))?\}/g)].map((m) => m[1]!);
}

/** The precache's size as the browser downloads it: brotli where the server has a copy, else as it is. */
export function precacheBrotliBytes(): number {
  const dist = SW_FILE.replace(/\/sw\.js$/, '');
  return precacheUrls().reduce((sum, url) => {
    const file = `${dist}/${url}`;
    return sum + (existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : readFileSync(file).length);
  }, 0);
}

export const precachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });

/** The service worker's global scope, as seen from worker.evaluate(). */
export type WorkerScope = {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
};

export async function waitForController(page: Page) {
  // A first install precaches the whole shell; on a busy machine that takes a while.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
}

/** The running service worker (a new Worker object when the browser restarted it). */
export const worker = (context: BrowserContext) => context.serviceWorkers().at(-1)!;

export async function registrationId(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (r.scopeURL === `${origin}/` && !r.isDeleted) ids.push(r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return { cdp, id: ids[0]! };
}

/** Delivers a push to the app's worker through DevTools while `page` is in front (it has the focus). */
export async function pushToFocusedPage(context: BrowserContext, page: Page, origin: string, payload: Record<string, unknown>) {
  const { cdp, id } = await registrationId(context, page, origin);
  await page.bringToFront();
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
}

/**
 * Notifications allowed, the worker installed, and then no page of the app open at all (so the
 * worker shows pushes as system notifications): the DevTools session that delivers pushes to it.
 */
export async function workerWithNoPageOpen(context: BrowserContext, page: Page, origin: string) {
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/en/sign-in');
  await waitForController(page);
  const other = await context.newPage();
  await page.close();
  return registrationId(context, other, origin);
}

export const notificationTitles = (context: BrowserContext) =>
  worker(context).evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => n.title));
