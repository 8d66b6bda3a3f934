import { useEffect } from 'react';
import { queryClient } from '@/api/query-client';
import { useStore } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';
import { bootPhaseAtom } from './boot-phase';
import { tryReconnect } from './reconnect';

/** While offline the server is asked this often whether it answers again: a blip heals in seconds. */
export const CONNECTIVITY_CHECK_EVERY_MS = 2_000;
const FULL_REFRESH_GAP_MS = 30_000;

/**
 * The browser's own online/offline events, besides requests that get no answer (docs/product.md section 4),
 * and a live check while offline, since a link that comes back fires no event and a hanging one
 * never says it is down. Back online, what the screen shows is fetched again.
 */
export function useConnectivityEvents() {
  const store = useStore();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cut = () => store.get(offlineAtom) || store.get(bootPhaseAtom) === 'failed';
    const check = async () => {
      timer = undefined;
      if (!cut()) return;
      if (navigator.onLine === false || !(await tryReconnect(store, { extendSession: false }))) schedule();
    };
    const schedule = () => {
      if (timer === undefined && cut()) timer = setTimeout(() => void check(), CONNECTIVITY_CHECK_EVERY_MS);
    };

    let wasOffline = store.get(offlineAtom);
    let refreshedAt = 0;
    const onOfflineFlag = () => {
      const offline = store.get(offlineAtom);
      if (offline) schedule();
      else if (wasOffline) refreshScreen();
      wasOffline = offline;
    };
    // What failed loads at once; the rest of the screen at most every so often, so a link too slow
    // for the worker's timeout does not refetch in a loop between saved and fresh answers.
    const refreshScreen = () => {
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
      if (Date.now() - refreshedAt < FULL_REFRESH_GAP_MS) return;
      refreshedAt = Date.now();
      void queryClient.invalidateQueries({ refetchType: 'active' });
    };
    const goOffline = () => store.set(offlineAtom, true);
    const goOnline = () => void tryReconnect(store).then((back) => (back ? undefined : schedule()));
    const stopFlag = store.sub(offlineAtom, onOfflineFlag);
    const stopPhase = store.sub(bootPhaseAtom, schedule);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    schedule();
    return () => {
      stopFlag();
      stopPhase();
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [store]);
}
