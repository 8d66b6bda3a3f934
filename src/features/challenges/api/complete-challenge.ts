// POST /completeUserChallenge: the widget's answer; completed, failed (with the delay) or pending.
// Offline, the answer is queued and judged by the server when it is replayed.
import type { CompleteChallengeBody, CompleteChallengeResult } from '@contract/challenges';
import { sendOrQueue } from '@/features/offline/send-or-queue';

export type CompleteOutcome = CompleteChallengeResult | { status: 'queued' };

export async function completeChallenge(challengeId: number, answer: object): Promise<CompleteOutcome> {
  // A widget's answer type (ChallengeAnswers) is an interface, which has no index signature.
  const sent = await sendOrQueue('completeUserChallenge', { challenge_id: challengeId, answer: answer as CompleteChallengeBody['answer'] });
  return sent.queued ? { status: 'queued' } : sent.data;
}
