// The router is created at boot; code outside React (the HTTP client's 401 handler, the language
// switch, the post-sign-in redirect) reaches it here without importing the route tree.
import type { RegisteredRouter } from '@tanstack/react-router';

/** The app's router, as registered by src/app/router.ts. */
type AppRouter = RegisteredRouter;

let current: AppRouter | null = null;

export function setRouter(router: AppRouter) {
  current = router;
}

export function getRouter(): AppRouter {
  if (!current) throw new Error('The router is not created yet');
  return current;
}

const PUBLIC_LAYOUT = '/$lang/_public';

/** Whether the router is on, or on its way to, a signed-out page (sign-in and its steps). */
export function onSignedOutPage(router: AppRouter): boolean {
  const { location, matches } = router.state;
  const [routesOfLocation] = router.getMatchedRoutes(location.pathname);
  return [...matches.map((match) => match.routeId as string), ...routesOfLocation.map((route) => route.id as string)].some((id) =>
    id.startsWith(PUBLIC_LAYOUT),
  );
}

/**
 * The page to come back to after signing in again: this one, or, when a sign-in page is already
 * showing (two ways of finding the session over may race), the page that one returns to. Never a
 * sign-in page.
 */
export function pageToReturnTo(router: AppRouter): string | undefined {
  if (!onSignedOutPage(router)) return router.state.location.href;
  const { redirectTo } = router.state.location.search as { redirectTo?: unknown };
  return typeof redirectTo === 'string' ? redirectTo : undefined;
}
