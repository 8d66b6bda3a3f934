import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rewardKeys } from './keys';
import { isOwnAnnouncement, REWARDS_REFRESH_EVENTS } from './rewards-events';

/** Reloads the active rewards on the refresh events, except the one their own load emits. */
export function useRewardsRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (event: Event) => {
      if (isOwnAnnouncement(event)) return;
      void queryClient.invalidateQueries({ queryKey: [...rewardKeys.all, 'active'] }, { cancelRefetch: false });
    };
    for (const name of REWARDS_REFRESH_EVENTS) window.addEventListener(name, refresh);
    return () => {
      for (const name of REWARDS_REFRESH_EVENTS) window.removeEventListener(name, refresh);
    };
  }, [queryClient]);
}
