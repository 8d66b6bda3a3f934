// Route data starts when the route matches: each route's `loader` starts its queries
// with queryClient.ensureQueryData, without holding the render (the screen shows its skeleton and
// reads the same queries). Links preload a route's code and data on intent (router.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router';

/** Starts queries and returns at once; a failure is the screen's to show, from its own query. */
export function startQueries(...started: Array<Promise<unknown>>): void {
  for (const promise of started) promise.catch(() => {});
}

type Loader = (options: { params: Record<string, unknown>; context: { queryClient: QueryClient } }) => unknown;

/**
 * At boot with a saved token, the code and data of the page being opened start together with the
 * member's own (getUserData), not after it: every matched route's chunk and loader run now, as the
 * router would run them once the guard has the member. A start from saved data thus has its code
 * while it gives the network its grace (boot.ts).
 */
export function startRouteData(router: AppRouter, pathname: string): void {
  const [routes, rawParams] = router.getMatchedRoutes(pathname);
  const params: Record<string, unknown> = { ...rawParams };
  for (const route of routes) {
    const options = route.options as { params?: { parse?: (raw: Record<string, string>) => unknown }; loader?: unknown };
    const parsed = options.params?.parse?.(rawParams);
    if (parsed === false) return;
    if (parsed && typeof parsed === 'object') Object.assign(params, parsed);
    router.loadRouteChunk(route)?.catch(() => {});
    if (typeof options.loader !== 'function') continue;
    try {
      (options.loader as Loader)({ params, context: router.options.context as { queryClient: QueryClient } });
    } catch {
      /* the router runs it again when the route renders */
    }
  }
}
