// API GETs under /api/user-side: network first with a short timeout, the last answer as fallback
// (docs/architecture.md (offline)). Cache keys carry a hash of the Authorization header, so one account never
// sees another's answers on a shared phone; log-out deletes the whole cache.
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, API_NETWORK_TIMEOUT_SECONDS, FROM_CACHE_HEADER, type WorkerMessage } from './protocol';

declare const self: ServiceWorkerGlobalScope;

const API_PREFIX = '/api/user-side/';
/** Calls whose answer must be fresh or that change something although they are GETs. */
const NEVER_CACHED = new Set([
  'checkUserSession',
  'getUserInitializationStatus',
  'logoutUser',
  'dismissUserPromotedNewsItem',
  'confirmEmail',
  'unsubscribeEmail',
  // A Server-Sent Events stream (server/routes/live.ts): straight to the network, never stored.
  'liveUpdates',
]);
/**
 * Calls whose saved answer for another query still beats no answer: getSettings carries the page
 * path (?url=), and a cold start offline may begin on a page not opened before.
 */
const ANY_QUERY_FALLBACK = new Set(['getSettings']);
const USER_PARAM = '__user';

const callName = (url: URL) => url.pathname.slice(API_PREFIX.length).split('/')[0] ?? '';

export function isCachedApiCall(url: URL): boolean {
  if (url.origin !== self.location.origin || !url.pathname.startsWith(API_PREFIX)) return false;
  const call = callName(url);
  return call !== '' && !NEVER_CACHED.has(call);
}

async function userKey(request: Request): Promise<string> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return 'anonymous';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const perUserKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set(USER_PARAM, await userKey(request));
    return url.href;
  },
};

/** Pages whose last API answer came from the cache; they hear when the network answers again. */
const servedFromCache = new Map<string, boolean>();

async function tell(clientId: string | undefined, message: WorkerMessage) {
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(message);
}

function clientIdOf(event: ExtendableEvent | undefined): string | undefined {
  return event && 'clientId' in event ? (event as FetchEvent).clientId : undefined;
}

function markFromCache(cached: Response, request: Request, event: ExtendableEvent | undefined): Response {
  const clientId = clientIdOf(event);
  if (clientId) {
    servedFromCache.set(clientId, true);
    void tell(clientId, { type: 'SERVED_FROM_CACHE', url: request.url });
  }
  const headers = new Headers(cached.headers);
  headers.set(FROM_CACHE_HEADER, '1');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

const markCachedAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event, request }) =>
    cachedResponse ? markFromCache(cachedResponse, request, event) : null,
  handlerDidError: async ({ request, event }) => {
    const url = new URL(request.url);
    if (!ANY_QUERY_FALLBACK.has(callName(url))) return undefined;
    const user = await userKey(request);
    const cache = await caches.open(API_CACHE);
    const key = (await cache.keys()).find((k) => {
      const saved = new URL(k.url);
      return saved.pathname === url.pathname && saved.searchParams.get(USER_PARAM) === user;
    });
    const cached = key && (await cache.match(key));
    return cached ? markFromCache(cached, request, event) : undefined;
  },
  fetchDidSucceed: async ({ response, event }) => {
    const clientId = clientIdOf(event);
    // Unknown pages (a restarted worker forgot them) hear it once too, so a banner never sticks.
    if (clientId && servedFromCache.get(clientId) !== false) {
      if (servedFromCache.size > 100) servedFromCache.clear();
      servedFromCache.set(clientId, false);
      void tell(clientId, { type: 'SERVED_FROM_NETWORK' });
    }
    return response;
  },
};

const expiration = new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true });

export function registerApiCache() {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isCachedApiCall(url),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
      // Order matters: the key first, expiry before the marker so expired answers are never marked.
      plugins: [perUserKey, expiration, markCachedAnswers],
    }),
  );
}

/** Log-out: nothing of the user stays behind. */
export async function clearUserCaches() {
  servedFromCache.clear();
  await expiration.deleteCacheAndMetadata();
  await caches.delete(API_CACHE);
}
