// SPEC.md section 4, Points refresh: the history reloads with the points.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { historyKeys } from './keys';

const EVENTS = ['achievement-collected', 'on-rewards-updated', 'challenge-completed'] as const;

export function useHistoryRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: historyKeys.all }, { cancelRefetch: false });
    for (const name of EVENTS) window.addEventListener(name, refresh);
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, refresh);
    };
  }, [queryClient]);
}
