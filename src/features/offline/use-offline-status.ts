// What the offline banner needs: is there a network (the browser says so and the last request got
// an answer), did the last API answers come from the service worker's cache (it tells each page),
// and how many actions wait in the outbox.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { OfflineError } from '@/api/client';
import { useOnline } from '@/lib/use-online';
import { isWorkerMessage } from '../../../sw/protocol';
import { onOutboxChange, pendingActions } from './outbox';

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

export interface OfflineStatus {
  online: boolean;
  /** The screen shows answers saved earlier. */
  fromCache: boolean;
  /** Actions waiting in the outbox. */
  pending: number;
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

export function useOfflineStatus(): OfflineStatus {
  const online = useOnline();
  const cached = useSyncExternalStore(subscribeFromCache, () => fromCache, () => false);
  const [pending, setPending] = useState(0);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      void pendingActions()
        .then((list) => alive && setPending(list.length))
        .catch(() => {});
    refresh();
    const stop = onOutboxChange(refresh);
    window.addEventListener('online', refresh);
    return () => {
      alive = false;
      stop();
      window.removeEventListener('online', refresh);
    };
  }, []);
  return { online, fromCache: cached, pending, missing: useMissingOffline() };
}
