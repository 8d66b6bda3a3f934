import { useQueryClient } from '@tanstack/react-query';
import { useAppEvents } from '@/lib/app-events';
import { rewardKeys } from '@/api/queries/rewards';
import { isOwnAnnouncement, REWARDS_REFRESH_EVENTS } from '@/api/queries/rewards-events';

/** Reloads the active rewards on the refresh events, except the one their own load emits. */
export function useRewardsRefresh() {
  const queryClient = useQueryClient();
  useAppEvents(REWARDS_REFRESH_EVENTS, (detail) => {
    if (isOwnAnnouncement(detail)) return;
    void queryClient.invalidateQueries({ queryKey: [...rewardKeys.all, 'active'] }, { cancelRefetch: false });
  });
}
