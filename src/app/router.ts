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
    scrollRestoration: !serverRender,
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
