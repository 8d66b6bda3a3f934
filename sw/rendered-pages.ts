// Navigations to the pages the server renders (sign-in, the text pages, news...): the network first,
// and the rendered page is kept per path, so per language. Offline, or with no answer within 3 s, the
// kept page of the same path answers (a member signed in on this device still never sees it: its
// inline mark hides it, server/plugins/first-paint.ts); without one, the app shell.
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { isRenderedPath } from './rendered-paths';

export const RENDERED_PAGES_CACHE = 'rendered-pages';
const NETWORK_TIMEOUT_SECONDS = 3;

/** Only a page the server did render (it may answer the plain shell, e.g. for a redirecting path). */
const onlyRenderedPages: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return null;
    return (await response.clone().text()).includes('data-server-rendered') ? response : null;
  },
};

const renderedPages = new NetworkFirst({
  cacheName: RENDERED_PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The server varies the page by cookie and language header; the path already names the language.
  matchOptions: { ignoreVary: true },
  plugins: [onlyRenderedPages, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});

/** The rendered page (from the network, else kept), or null to let the app shell answer. */
export async function renderedPage(options: RouteHandlerCallbackOptions): Promise<Response | null> {
  if (!isRenderedPath(options.url.pathname)) return null;
  try {
    return await renderedPages.handle(options);
  } catch {
    return null;
  }
}

/** A new version's pages name new files: kept pages of the old one would load chunks no longer cached. */
export const forgetRenderedPages = () => caches.delete(RENDERED_PAGES_CACHE);
