import { useEffect } from 'react';
import { useStore } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';
import { tryReconnect } from './reconnect';

/** The browser's own online/offline events, besides requests that get no answer (SPEC.md section 4). */
export function useConnectivityEvents() {
  const store = useStore();
  useEffect(() => {
    const goOffline = () => store.set(offlineAtom, true);
    const goOnline = () => void tryReconnect(store);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [store]);
}
