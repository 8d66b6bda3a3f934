// GET /getUserActiveRewards: unused, unexpired rewards, newest first (my rewards, the badge).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Reward } from '@/api/contract/economy';
import { rewardKeys } from './keys';
import { announceRewardsLoaded } from './rewards-events';

export const activeRewardsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: rewardKeys.active(lang),
    queryFn: async ({ signal }) => {
      const rewards = await api.get<Reward[]>('getUserActiveRewards', { signal });
      announceRewardsLoaded();
      return rewards;
    },
  });
