// What the offline banner needs: does the browser have a network, does the network answer (the last
// request got an answer and the last API answers did not come from the service worker's cache, which
// tells each page), and which actions wait in the outbox.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { OfflineError } from '@/api/client';
import { loggedInAtom } from '@/api/queries/user-data';
import { useAtomValue } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';
import { isWorkerMessage } from '../../../sw/protocol';
import { isBrowserOffline } from './browser-offline';
import { onOutboxChange, waitingActions, type OutboxAction } from './outbox';

let fromCache = false;
const cacheListeners = new Set<() => void>();
let listening = false;

function listenToWorker() {
  if (listening || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (!isWorkerMessage(event.data)) return;
    if (event.data.type === 'SERVED_FROM_CACHE') setFromCache(true);
    if (event.data.type === 'SERVED_FROM_NETWORK') setFromCache(false);
  });
}

/** Also usable by code that reads the x-from-cache header itself. */
export function setFromCache(value: boolean) {
  if (fromCache === value) return;
  fromCache = value;
  cacheListeners.forEach((listener) => listener());
}

function subscribeFromCache(callback: () => void) {
  listenToWorker();
  cacheListeners.add(callback);
  return () => cacheListeners.delete(callback);
}

function subscribeBrowser(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * 'offline': the browser has no network. 'stalled': it has one, but requests get no answer or the
 * answers come from the cache (a link that hangs). One of them at a time, so the words stay put.
 */
export type Connection = 'online' | 'offline' | 'stalled';

export interface OfflineStatus {
  connection: Connection;
  signedIn: boolean;
  /** The screen shows answers saved earlier. */
  fromCache: boolean;
  /** Actions waiting to be sent (signed out: those of whoever signs in next on this device). */
  pending: number;
  /** Actions that used up their attempts: the member tries them again or discards them. */
  failed: OutboxAction[];
  /** Something on screen has nothing saved and could not load without a connection. */
  missing: boolean;
}

const missingOffline = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.getObserversCount() > 0 && q.state.data === undefined && q.state.error instanceof OfflineError);

function useMissingOffline(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  return useSyncExternalStore(subscribe, () => missingOffline(queryClient), () => false);
}

const none: OutboxAction[] = [];

function useWaitingActions(signedIn: boolean): OutboxAction[] {
  const [actions, setActions] = useState<OutboxAction[]>(none);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      void waitingActions()
        .then((list) => alive && setActions(list))
        .catch(() => {});
    refresh();
    const stop = onOutboxChange(refresh);
    window.addEventListener('online', refresh);
    return () => {
      alive = false;
      stop();
      window.removeEventListener('online', refresh);
    };
  }, [signedIn]);
  return actions;
}

export function useOfflineStatus(): OfflineStatus {
  const browserOnline = useSyncExternalStore(subscribeBrowser, () => !isBrowserOffline(), () => true);
  const noAnswer = useAtomValue(offlineAtom);
  const cached = useSyncExternalStore(subscribeFromCache, () => fromCache, () => false);
  const signedIn = useAtomValue(loggedInAtom);
  const actions = useWaitingActions(signedIn);
  const failed = actions.filter((a) => a.failed);
  const connection: Connection = !browserOnline ? 'offline' : noAnswer || cached ? 'stalled' : 'online';
  return {
    connection,
    signedIn,
    fromCache: cached,
    // Signed out, every kept action waits for its member's sign-in, failed ones included.
    pending: signedIn ? actions.length - failed.length : actions.length,
    failed: failed.length ? failed : none,
    missing: useMissingOffline(),
  };
}
