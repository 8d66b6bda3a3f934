// The service worker (vite-plugin-pwa injectManifest builds it to /sw.js): precached app shell,
// runtime caches, the offline outbox's Background Sync, push, and updates that wait for the
// customer's word (docs/architecture.md (offline) and docs/architecture.md (push)).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { clearUserCaches, registerApiCache } from './api-cache';
import { rememberFirebaseConfig, startFirebaseFromSavedConfig } from './firebase';
import { REPLAY_SYNC_TAG, type PageMessage } from './protocol';
import { rememberOutboxSession, replayFromWorker } from './outbox-replay';
import { repairPrecache, reportStorageFullOnInstall } from './precache-repair';
import { forgetRenderedPages, renderedPage } from './rendered-pages';
import { registerPushHandlers } from './push';
import { registerStaticCaches } from './static-caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Background Sync is not in TypeScript's worker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Listeners first: events that wake the worker are dispatched right after this script runs.
registerPushHandlers();

reportStorageFullOnInstall();
const precacheManifest = self.__WB_MANIFEST;
precacheAndRoute(precacheManifest);
cleanupOutdatedCaches();

// App routes get the server's rendered page where there is one (rendered-pages.ts), else the precached
// shell; server paths, the console (/admin) and real files (oauth-callback.html...) get neither.
const FILE = /^[^?#]*\/[^/?#]+\.(?:html?|js|mjs|css|json|webmanifest|xml|txt|map|png|jpe?g|gif|webp|avif|svg|ico|mp3|woff2?)(?:[?#].*)?$/i;
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(async (options: RouteHandlerCallbackOptions) => (await renderedPage(options)) ?? shell(options), {
    denylist: [/^\/api(?:\/|$)/, /^\/admin(?:\/|$)/, /^\/image\//, /^\/translations\//, FILE],
  }),
);
registerApiCache();
registerStaticCaches();

// First install: take over the open page so its API answers are saved from now on. Updates still
// wait in 'waiting' until the page sends SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | null;
  switch (message?.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'CLEAR_USER_CACHES':
      event.waitUntil(clearUserCaches().finally(() => event.ports[0]?.postMessage({ type: 'DONE' })));
      break;
    case 'FIREBASE_CONFIG':
      event.waitUntil(rememberFirebaseConfig(message.config));
      break;
    case 'OUTBOX_SESSION':
      event.waitUntil(rememberOutboxSession(message.session));
      break;
    case 'CHECK_PRECACHE':
      event.waitUntil(repairPrecache(precacheManifest).then((report) => event.ports[0]?.postMessage(report)));
      break;
  }
});

self.addEventListener('activate', (event) => event.waitUntil(forgetRenderedPages()));

// The outbox lives in IndexedDB, shared with the pages: the worker sends it when the network returns.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== REPLAY_SYNC_TAG) return;
  sync.waitUntil(replayFromWorker());
});

void startFirebaseFromSavedConfig();
