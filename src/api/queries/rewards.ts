// The user's rewards: GET /getUserActiveRewards (unused, unexpired, newest first: my rewards, the badge)
// and GET /getUserReward/{id} (one, used or not).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Reward } from '@contract/economy';
import { announceRewardsLoaded } from './rewards-events';

/** Names are localised, so the language is part of each key. */
export const rewardKeys = {
  all: ['rewards'] as const,
  active: (lang: string) => ['rewards', 'active', lang] as const,
  detail: (rewardId: number, lang: string) => ['rewards', 'detail', rewardId, lang] as const,
};

export const activeRewardsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: rewardKeys.active(lang),
    queryFn: async ({ signal }) => {
      const rewards = await api.get('getUserActiveRewards', { signal });
      announceRewardsLoaded();
      return rewards;
    },
  });

/**
 * One reward starts from the copy in the saved rewards list, so every code the list holds shows at a
 * till at once, network or not (docs/architecture.md, offline); the call only brings it up to date.
 */
export const rewardQueryOptions = (rewardId: number, lang: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: rewardKeys.detail(rewardId, lang),
    queryFn: ({ signal }) => api.get(`getUserReward/${rewardId}`, { signal }),
    initialData: () => queryClient?.getQueryData<Reward[]>(rewardKeys.active(lang))?.find((reward) => reward.id === rewardId),
    initialDataUpdatedAt: () => queryClient?.getQueryState(rewardKeys.active(lang))?.dataUpdatedAt,
  });
