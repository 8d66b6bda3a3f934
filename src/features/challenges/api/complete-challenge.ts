// POST /completeUserChallenge: the widget's answer; completed, failed (with the delay) or pending.
import { api } from '@/api/client';
import type { CompleteChallengeResult } from '@/api/contract/challenges';
import { idempotencyHeaders } from './idempotency';

export const completeChallenge = (challengeId: number, answer: object) =>
  api.post<CompleteChallengeResult>('completeUserChallenge', { challenge_id: challengeId, answer }, { headers: idempotencyHeaders() });
