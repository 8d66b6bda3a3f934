import { useSyncExternalStore } from 'react';
import { queryClient } from '@/api/query-client';

const hasData = () => queryClient.getQueryCache().getAll().some((q) => q.state.data !== undefined);
const subscribe = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);

/** True when any server answer is at hand (fetched or restored from IndexedDB), so offline can show it. */
export function useHasSavedData(): boolean {
  return useSyncExternalStore(subscribe, hasData, () => false);
}
