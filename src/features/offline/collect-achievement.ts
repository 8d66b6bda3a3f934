// POST /collectUserAchievement: credits the achievement's points once (a repeat answers already_collected).
// Offline, the collect is queued; the points arrive when it is replayed.
import type { CollectAchievementResult } from '@contract/challenges';
import { sendOrQueue } from './send-or-queue';

export type CollectOutcome = CollectAchievementResult | { queued: true };

/** `points`: what the collect adds (0 for a prize), shown as pending while it is queued. */
export async function collectAchievement(achievementId: number, points = 0): Promise<CollectOutcome> {
  const sent = await sendOrQueue('collectUserAchievement', { achievement_id: achievementId }, undefined, { points });
  return sent.queued ? { queued: true } : sent.data;
}
