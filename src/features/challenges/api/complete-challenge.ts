// POST /completeUserChallenge: the widget's answer; completed, failed (with the delay) or pending.
// Offline, the answer is queued and judged by the server when it is replayed.
import type { CompleteChallengeResult } from '@/api/contract/challenges';
import { sendOrQueue } from '@/features/offline/send-or-queue';

export type CompleteOutcome = CompleteChallengeResult | { status: 'queued' };

export async function completeChallenge(challengeId: number, answer: object): Promise<CompleteOutcome> {
  const sent = await sendOrQueue<CompleteChallengeResult>('completeUserChallenge', { challenge_id: challengeId, answer });
  return sent.queued ? { status: 'queued' } : sent.data;
}
