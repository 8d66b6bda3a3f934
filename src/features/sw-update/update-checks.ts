// When a long-lived tab or installed app asks the server for a new version of the service worker: on
// each screen opened, when it comes back into view or gets the focus, when the network returns, and
// every half hour, but never more than once in THROTTLE_MS (each check is one request for /sw.js).
export const UPDATE_CHECK_THROTTLE_MS = 5 * 60 * 1000;
export const UPDATE_CHECK_EVERY_MS = 30 * 60 * 1000;

export interface UpdateCheckTriggers {
  /** Calls back on each screen opened (the router's navigations); answers an unsubscribe. */
  onNavigation?: (check: () => void) => () => void;
}

/** Starts watching; `lastCheck` is when the registration itself last fetched /sw.js. Answers a stop. */
export function watchForUpdates(update: () => Promise<unknown>, { onNavigation }: UpdateCheckTriggers = {}, lastCheck = Date.now()): () => void {
  const check = () => {
    if (Date.now() - lastCheck < UPDATE_CHECK_THROTTLE_MS) return;
    lastCheck = Date.now();
    void update().catch(() => undefined);
  };
  const whenVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const interval = setInterval(check, UPDATE_CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', whenVisible);
  window.addEventListener('focus', check);
  window.addEventListener('online', check);
  const stopNavigation = onNavigation?.(check);
  return () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', whenVisible);
    window.removeEventListener('focus', check);
    window.removeEventListener('online', check);
    stopNavigation?.();
  };
}
