// Runtime caches for what the precache leaves out (docs/architecture.md (offline)): translations
// stale-while-revalidate, images cache-first and bounded, lazy chunks cache-first, sounds stale-while-revalidate.
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { IMAGES_CACHE, TRANSLATIONS_CACHE } from './protocol';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 3600;
const sameOrigin = (url: URL, prefix: string) => url.origin === self.location.origin && url.pathname.startsWith(prefix);

/**
 * Catalog URLs carry the translations hash; a new hash must reach the network, but with no network
 * any saved catalog of that language is better than none.
 */
function anyVersionWhenOffline(cacheName: string): WorkboxPlugin {
  return {
    // The catalogs of every language are also precached (under their bare path), for a switch offline.
    handlerDidError: async ({ request }) =>
      (await (await caches.open(cacheName)).match(request, { ignoreSearch: true })) ?? caches.match(request, { ignoreSearch: true }),
  };
}

export function registerStaticCaches() {
  registerRoute(
    ({ url }) => sameOrigin(url, '/translations/'),
    new StaleWhileRevalidate({
      cacheName: TRANSLATIONS_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 12, maxAgeSeconds: 60 * DAY }), anyVersionWhenOffline(TRANSLATIONS_CACHE)],
    }),
  );

  registerRoute(
    ({ url }) => sameOrigin(url, '/image/'),
    new CacheFirst({
      cacheName: IMAGES_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );

  // Hashed file names never change content: a lazy chunk fetched once works offline later.
  registerRoute(
    ({ url }) => sameOrigin(url, '/assets/'),
    new CacheFirst({ cacheName: 'lazy-assets', plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY })] }),
  );
  registerRoute(
    ({ url }) => sameOrigin(url, '/sounds/'),
    new StaleWhileRevalidate({ cacheName: 'sounds', plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 60 * DAY })] }),
  );
}
