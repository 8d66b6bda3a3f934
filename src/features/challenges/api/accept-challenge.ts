// POST /acceptUserChallenge: type start (accepted; the updated challenge) or end (it has ended).
import { api } from '@/api/client';
import type { AcceptChallengeResult } from '@/api/contract/challenges';
import { idempotencyHeaders } from './idempotency';

export const acceptChallenge = (challengeId: number) =>
  api.post<AcceptChallengeResult>('acceptUserChallenge', { challenge_id: challengeId }, { headers: idempotencyHeaders() });
