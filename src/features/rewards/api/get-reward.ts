// GET /getUserReward/{id}: one of the user's rewards, used or not. Kept in the persisted cache, so
// a code opened once still shows at a till without network (DESIGN.md section 6).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Reward } from '@/api/contract/economy';
import { rewardKeys } from './keys';

export const rewardQueryOptions = (rewardId: number, lang: string) =>
  queryOptions({
    queryKey: rewardKeys.detail(rewardId, lang),
    queryFn: ({ signal }) => api.get<Reward>(`getUserReward/${rewardId}`, { signal }),
  });
