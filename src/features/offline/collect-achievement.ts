// POST /collectUserAchievement: credits the achievement's points once (a repeat answers already_collected).
// Offline, the collect is queued; the points arrive when it is replayed.
import type { CollectAchievementResult } from '@/api/contract/challenges';
import { sendOrQueue } from './send-or-queue';

export type CollectOutcome = CollectAchievementResult | { queued: true };

export async function collectAchievement(achievementId: number): Promise<CollectOutcome> {
  const sent = await sendOrQueue('collectUserAchievement', { achievement_id: achievementId });
  return sent.queued ? { queued: true } : sent.data;
}
