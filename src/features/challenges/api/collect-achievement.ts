// POST /collectUserAchievement: credits the achievement's points (once, however often it is sent).
import { api } from '@/api/client';
import type { CollectAchievementResult } from '@/api/contract/challenges';
import { idempotencyHeaders } from './idempotency';

export const collectAchievement = (achievementId: number) =>
  api.post<CollectAchievementResult>('collectUserAchievement', { achievement_id: achievementId }, { headers: idempotencyHeaders() });
