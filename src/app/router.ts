// The router: file routes (src/routes), plain query strings, and the context guards read.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from '@/lib/search-params';
import { routeTree } from '@/routeTree.gen';
import { appStore } from '@/state/jotai';
import { queryClient } from '@/api/query-client';
import './route-meta';
import { setRouter } from '@/lib/router-instance';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorPage } from './shell/route-error-page';

export interface RouterContext {
  queryClient: QueryClient;
  store: typeof appStore;
}

let hydrating = false;
/**
 * A page rendered on the server is already where the browser put it: at the top, where the visitor scrolled
 * while it hydrated, or where the browser's own restoration left it on a reload. The router's restore on its
 * first render would throw it back to the top, so that one is skipped; later navigations restore as usual.
 */
export function leaveFirstScrollToBrowser() {
  hydrating = true;
}
function restoresScroll() {
  if (!hydrating) return true;
  hydrating = false;
  return false;
}

/** The app's router; tests and the server's render pass a memory history (and the server its own store). */
export function createAppRouter(history?: RouterHistory, store: typeof appStore = appStore, serverRender = false) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, store },
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPreload: 'intent',
    // React Query owns caching; the router only asks it.
    defaultPreloadStaleTime: 0,
    // The server's render leaves scrolling to the browser: its inline script would differ from the hydrating tree.
    scrollRestoration: serverRender ? false : restoresScroll,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
}

export const router = createAppRouter();
setRouter(router);

export type AppRouter = typeof router;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
