// GET /getUserPoints and /getUserTotalPointsEarned: bare numbers (docs/product.md section 7).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Query keys other features may invalidate by value (features do not import each other). */
export const POINTS_QUERY_KEY = ['user-points'] as const;
export const TOTAL_POINTS_QUERY_KEY = ['user-total-points'] as const;

export const pointsQueryOptions = () =>
  queryOptions({
    queryKey: POINTS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<number>('getUserPoints', { signal }),
  });

export const totalPointsQueryOptions = () =>
  queryOptions({
    queryKey: TOTAL_POINTS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<number>('getUserTotalPointsEarned', { signal }),
  });

/** Points are shown as 0 when negative (docs/product.md section 3, Points). */
export const displayPoints = (value: number | undefined) => Math.max(0, value ?? 0);
