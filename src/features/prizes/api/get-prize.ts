// GET /getPrize/{prizeId}: one prize with its description, stock and favourite flag.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Prize } from '@/api/contract/economy';
import { prizeKeys } from './keys';

export const prizeQueryOptions = (prizeId: number, lang: string) =>
  queryOptions({
    queryKey: prizeKeys.detail(prizeId, lang),
    queryFn: ({ signal }) => api.get<Prize>(`getPrize/${prizeId}`, { signal }),
  });
