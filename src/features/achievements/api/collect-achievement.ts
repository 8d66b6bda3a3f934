// POST /collectUserAchievement: credits the points once (a repeat answers already_collected).
import { api } from '@/api/client';
import type { CollectAchievementResult } from '@/api/contract/challenges';

export function collectAchievement(achievementId: number) {
  const key = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return api.post<CollectAchievementResult>('collectUserAchievement', { achievement_id: achievementId }, { headers: { 'Idempotency-Key': key } });
}
