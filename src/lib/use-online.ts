import { useSyncExternalStore } from 'react';
import { useAtomValue } from '@/state/jotai';
import { offlineAtom } from '@/state/ui';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False when the browser says it is offline or the last request got no response. */
export function useOnline() {
  const browserOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
  const offline = useAtomValue(offlineAtom);
  return browserOnline && !offline;
}
