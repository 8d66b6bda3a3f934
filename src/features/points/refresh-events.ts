// SPEC.md section 4, Points refresh: these app events reload the points. Features announce them with
// `window.dispatchEvent(new Event('achievement-collected'))` and never import this folder.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pointsQueryOptions } from './api';

export const POINTS_REFRESH_EVENTS = ['achievement-collected', 'on-rewards-updated', 'challenge-completed'] as const;

/** Mounted once while signed in (AppLayout). */
export function usePointsRefreshEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: pointsQueryOptions().queryKey });
    for (const name of POINTS_REFRESH_EVENTS) window.addEventListener(name, refresh);
    return () => {
      for (const name of POINTS_REFRESH_EVENTS) window.removeEventListener(name, refresh);
    };
  }, [enabled, queryClient]);
}
