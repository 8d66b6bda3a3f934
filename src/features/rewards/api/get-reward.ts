// GET /getUserReward/{id}: one of the user's rewards, used or not. It starts from the copy in the
// saved rewards list, so every code the list holds shows at a till at once, network or not
// (docs/architecture.md (offline)); the call only brings it up to date.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Reward } from '@/api/contract/economy';
import { rewardKeys } from './keys';

export const rewardQueryOptions = (rewardId: number, lang: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: rewardKeys.detail(rewardId, lang),
    queryFn: ({ signal }) => api.get<Reward>(`getUserReward/${rewardId}`, { signal }),
    initialData: () => queryClient?.getQueryData<Reward[]>(rewardKeys.active(lang))?.find((reward) => reward.id === rewardId),
    initialDataUpdatedAt: () => queryClient?.getQueryState(rewardKeys.active(lang))?.dataUpdatedAt,
  });
