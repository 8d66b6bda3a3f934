// What was done offline looks done until the server has it: accepted, snoozed away, answered.
import { describe, expect, it } from 'vitest';
import type { Challenge } from '@contract/challenges';
import { pendingChallenges, withPending } from '@/features/challenges/model/pending';
import type { OutboxAction } from '@/features/offline/outbox';

const action = (path: string, body: unknown, userKey = 'member'): OutboxAction => ({
  id: `${path}-${JSON.stringify(body)}`,
  idempotencyKey: 'k',
  method: 'POST',
  path,
  body,
  createdAt: 0,
  seq: 0,
  userKey,
});

describe('pending challenges', () => {
  it('reads accepts, snoozes and answers from the queued actions', () => {
    const pending = pendingChallenges([
      action('acceptUserChallenge', { challenge_id: 1 }),
      action('snoozeUserChallenge', { challenge_id: 2 }),
      action('completeUserChallenge', { challenge_id: 3, answer: { choice: 'a' } }),
      action('collectUserAchievement', { achievement_id: 1 }),
      action('saveLanguage', { language: 'lt' }),
    ]);
    expect([...pending.accepted]).toEqual([1]);
    expect([...pending.snoozed]).toEqual([2]);
    expect([...pending.answered]).toEqual([3]);
  });

  it('shows a challenge accepted offline as accepted, and leaves the others as they are', () => {
    const pending = pendingChallenges([action('acceptUserChallenge', { challenge_id: 1 })]);
    const one = { id: 1, accepted: false } as Challenge;
    const two = { id: 2, accepted: false } as Challenge;
    expect(withPending(one, pending).accepted).toBe(true);
    expect(withPending(two, pending)).toBe(two);
  });
});
