import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readLastPoints, saveLastPoints } from '@/lib/last-points';
import { loggedInAtom } from '@/api/queries/user-data';
import { useAtomValue } from '@/state/jotai';
import { pointsQueryOptions, totalPointsQueryOptions } from '@/api/queries/points';
import { pendingPoints, usePendingActions } from '@/features/offline/use-pending-actions';

/** Points are shown as 0 when negative (docs/product.md section 3, Points). */
const displayPoints = (value: number | undefined) => Math.max(0, value ?? 0);

// The last points value seen per client, shared by every usePoints() on screen so one change
// triggers one total reload however many components show the points.
const lastSeen = new WeakMap<QueryClient, number>();

/**
 * Current and lifetime points (docs/product.md section 4, Points refresh): the lifetime total loads after the
 * points, and reloads whenever the points grow. Until the server answers, the last known values show
 * (src/lib/last-points.ts), so a reload never flashes 0.
 */
export function usePoints() {
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(loggedInAtom);
  const points = useQuery({ ...pointsQueryOptions(), enabled: loggedIn });
  const total = useQuery({ ...totalPointsQueryOptions(), enabled: loggedIn && points.data !== undefined });
  const [known] = useState(readLastPoints);
  const pointsValue = points.data ?? known?.points;
  const totalValue = total.data ?? known?.total ?? undefined;
  // Collected offline: counted at once (optimistic), and marked as pending until the server has it.
  const pending = pendingPoints(usePendingActions());

  useEffect(() => {
    if (points.data !== undefined) saveLastPoints({ points: points.data, total: total.data ?? null });
  }, [points.data, total.data]);

  useEffect(() => {
    if (points.data === undefined) return;
    const previous = lastSeen.get(queryClient);
    lastSeen.set(queryClient, points.data);
    if (previous !== undefined && points.data > previous) {
      void queryClient.invalidateQueries({ queryKey: totalPointsQueryOptions().queryKey }, { cancelRefetch: false });
    }
  }, [points.data, queryClient]);

  return {
    points: displayPoints(pointsValue === undefined ? undefined : pointsValue + pending),
    total: displayPoints(totalValue === undefined ? undefined : totalValue + pending),
    /** Of `points`, those a queued collect adds when it is sent. */
    pendingPoints: pending,
    pointsLoaded: pointsValue !== undefined,
    totalLoaded: totalValue !== undefined,
    isError: points.isError,
  };
}
