// GET /getUserPoints and /getUserTotalPointsEarned: bare numbers (docs/product.md section 7).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { historyKeys } from './history';

export const pointsKeys = {
  balance: ['user-points'] as const,
  /** Lifetime points: the points panel and the leaderboard read this one number. */
  total: ['user-total-points'] as const,
};

export const pointsQueryOptions = () =>
  queryOptions({
    queryKey: pointsKeys.balance,
    queryFn: ({ signal }) => api.get('getUserPoints', { signal }),
  });

export const totalPointsQueryOptions = () =>
  queryOptions({
    queryKey: pointsKeys.total,
    queryFn: ({ signal }) => api.get('getUserTotalPointsEarned', { signal }),
  });

/** After points move (a transfer, a code): show the balance the server answered, then refresh it and the history. */
export function showNewBalance(queryClient: QueryClient, balance: number) {
  queryClient.setQueryData(pointsKeys.balance, balance);
  void queryClient.invalidateQueries({ queryKey: pointsKeys.balance });
  void queryClient.invalidateQueries({ queryKey: historyKeys.all });
}
