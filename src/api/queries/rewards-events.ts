// docs/product.md section 4: loading active rewards emits on-rewards-updated, and on-rewards-updated (with
// achievement-collected and challenge-completed) reloads my rewards. The event this feature emits
// carries a marker so that its own listener does not answer it with another load.
import { emitAppEvent } from '@/lib/app-events';

const OWN_MARK = 'active-rewards-loaded';

export const REWARDS_REFRESH_EVENTS = ['achievement-collected', 'challenge-completed', 'on-rewards-updated'] as const;

export function announceRewardsLoaded() {
  emitAppEvent('on-rewards-updated', OWN_MARK);
}

export const isOwnAnnouncement = (detail: string | undefined) => detail === OWN_MARK;
