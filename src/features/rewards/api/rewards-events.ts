// SPEC.md section 4: loading active rewards emits on-rewards-updated, and on-rewards-updated (with
// achievement-collected and challenge-completed) reloads my rewards. The event this feature emits
// carries a marker so that its own listener does not answer it with another load.
export const REWARDS_UPDATED = 'on-rewards-updated';
const OWN_MARK = 'active-rewards-loaded';

export const REWARDS_REFRESH_EVENTS = ['achievement-collected', 'challenge-completed', REWARDS_UPDATED] as const;

export function announceRewardsLoaded() {
  window.dispatchEvent(new CustomEvent(REWARDS_UPDATED, { detail: OWN_MARK }));
}

export const isOwnAnnouncement = (event: Event) => event instanceof CustomEvent && event.detail === OWN_MARK;
