// POST /acceptUserChallenge: type start (accepted; the updated challenge) or end (it has ended).
// Offline, the accept is queued and replayed later with the same Idempotency-Key.
import type { AcceptChallengeResult } from '@contract/challenges';
import { sendOrQueue } from '@/features/offline/send-or-queue';

export type AcceptOutcome = AcceptChallengeResult | { type: 'queued' };

export async function acceptChallenge(challengeId: number): Promise<AcceptOutcome> {
  const sent = await sendOrQueue('acceptUserChallenge', { challenge_id: challengeId });
  return sent.queued ? { type: 'queued' } : sent.data;
}
