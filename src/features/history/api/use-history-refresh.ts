// docs/product.md section 4, Points refresh: the history reloads with the points.
import { useQueryClient } from '@tanstack/react-query';
import { useAppEvents } from '@/lib/app-events';
import { historyKeys } from '@/api/queries/history';

export function useHistoryRefresh() {
  const queryClient = useQueryClient();
  useAppEvents(['achievement-collected', 'on-rewards-updated', 'challenge-completed'], () =>
    void queryClient.invalidateQueries({ queryKey: historyKeys.all }, { cancelRefetch: false }),
  );
}
