// docs/product.md section 4, Points refresh: these app events (src/lib/app-events.ts) reload the points.
import { useQueryClient } from '@tanstack/react-query';
import { useAppEvents } from '@/lib/app-events';
import { pointsQueryOptions } from '@/api/queries/points';

export const POINTS_REFRESH_EVENTS = ['achievement-collected', 'on-rewards-updated', 'challenge-completed'] as const;

/** Mounted once while signed in (AppLayout). */
export function usePointsRefreshEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useAppEvents(POINTS_REFRESH_EVENTS, () => void queryClient.invalidateQueries({ queryKey: pointsQueryOptions().queryKey }), enabled);
}
