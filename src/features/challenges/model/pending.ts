// Challenges as the member left them offline: queued accepts count as accepted, queued snoozes are
// gone from the list, queued answers wait (the widget stays closed so nothing is answered twice).
import type { Challenge } from '@contract/challenges';
import { pendingIds } from '@/features/offline/use-pending-actions';
import type { OutboxAction } from '@/features/offline/outbox';

export interface PendingChallenges {
  accepted: Set<number>;
  snoozed: Set<number>;
  answered: Set<number>;
}

export function pendingChallenges(actions: readonly OutboxAction[]): PendingChallenges {
  return {
    accepted: pendingIds(actions, 'acceptUserChallenge', 'challenge_id'),
    snoozed: pendingIds(actions, 'snoozeUserChallenge', 'challenge_id'),
    answered: pendingIds(actions, 'completeUserChallenge', 'challenge_id'),
  };
}

export function withPending(challenge: Challenge, pending: PendingChallenges): Challenge {
  return pending.accepted.has(challenge.id) && !challenge.accepted ? { ...challenge, accepted: true } : challenge;
}
