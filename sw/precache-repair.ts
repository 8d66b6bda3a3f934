// The browser may evict the caches and keep the worker: the app shell would then be missing and
// offline would show the browser's error page until the next deploy. The app asks at start
// (CHECK_PRECACHE) and the worker fetches again what is gone, under the precache's own keys. A first
// install that finds no room says so to the pages.
import { cacheNames, registerQuotaErrorCallback } from 'workbox-core';
import { getCacheKeyForURL, type PrecacheEntry } from 'workbox-precaching';
import type { PrecacheReport, WorkerMessage } from './protocol';

declare const self: ServiceWorkerGlobalScope;

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

let running: Promise<PrecacheReport> | null = null;

async function repair(entries: readonly (PrecacheEntry | string)[]): Promise<PrecacheReport> {
  const cache = await caches.open(cacheNames.precache);
  const report: PrecacheReport = { type: 'PRECACHE_REPORT', missing: 0, repaired: 0 };
  for (const entry of entries) {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href;
    const key = getCacheKeyForURL(url);
    if (!key || (await cache.match(key))) continue;
    report.missing += 1;
    if (report.failure) continue;
    try {
      const response = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(key, response);
      report.repaired += 1;
    } catch (error) {
      report.failure = isQuotaError(error) ? 'quota' : 'network';
    }
  }
  return report;
}

/** One repair at a time, however many pages ask. */
export function repairPrecache(entries: readonly (PrecacheEntry | string)[]): Promise<PrecacheReport> {
  running ??= repair(entries).finally(() => {
    running = null;
  });
  return running;
}

/** A first install that runs out of storage fails silently: the pages hear why (offline-storage.ts). */
export function reportStorageFullOnInstall() {
  registerQuotaErrorCallback(async () => {
    if (self.registration.active) return; // a working version stays: offline still works
    const message: WorkerMessage = { type: 'STORAGE_FULL' };
    for (const page of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) page.postMessage(message);
  });
}
