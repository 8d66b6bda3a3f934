// The router is created at boot; code outside React (the HTTP client's 401 handler, the language
// switch, the post-sign-in redirect) reaches it here without importing the route tree.
import type { AppRouter } from './router';

let current: AppRouter | null = null;

export function setRouter(router: AppRouter) {
  current = router;
}

export function getRouter(): AppRouter {
  if (!current) throw new Error('The router is not created yet');
  return current;
}
