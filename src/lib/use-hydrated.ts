import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the page's HTML is being hydrated, true after: what only the browser
 * can draw (a portal on <body>) waits, so hydration meets exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
