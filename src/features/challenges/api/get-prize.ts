// GET /getPrize/{prizeId}: what a prize challenge gives.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Prize } from '@/api/contract/economy';
import { challengeKeys } from './keys';

export const prizeQueryOptions = (prizeId: number, lang: string) =>
  queryOptions({
    queryKey: challengeKeys.prize(prizeId, lang),
    queryFn: ({ signal }) => api.get<Prize>(`getPrize/${prizeId}`, { signal }),
    staleTime: 10 * 60_000,
  });
