// POST /snoozeUserChallenge: hides a can_hide challenge until the snoozed ones are reset.
import { api } from '@/api/client';
import type { Success } from '@/api/contract';
import { idempotencyHeaders } from './idempotency';

export const snoozeChallenge = (challengeId: number) =>
  api.post<Success>('snoozeUserChallenge', { challenge_id: challengeId }, { headers: idempotencyHeaders() });
