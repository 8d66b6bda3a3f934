// What the offline banner needs: is there a network (the browser says so and the last request got
// an answer), did the last API answers come from the service worker's cache (it tells each page),
// and how many actions wait in the outbox.
import { useEffect, useState, useSyncExternalStore } from 'react';
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
  return { online, fromCache: cached, pending };
}
