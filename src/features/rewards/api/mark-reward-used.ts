// POST /markRewardUsed {reward_id}: the user marks a reward used; marking it again changes nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Reward } from '@contract/economy';
import { rewardKeys } from '@/api/queries/rewards';

export function useMarkRewardUsed(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => api.post('markRewardUsed', { reward_id: rewardId }),
    onSuccess: (reward) => {
      queryClient.setQueryData(rewardKeys.detail(reward.id, lang), reward);
      queryClient.setQueryData<Reward[]>(rewardKeys.active(lang), (list) => list?.filter((r) => r.id !== reward.id));
      void queryClient.invalidateQueries({ queryKey: [...rewardKeys.all, 'active'] });
    },
  });
}
