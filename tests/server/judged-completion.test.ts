// An answer judged alone is written without a lock held while it is judged (services/challenges/answers.ts
// answerJudged): the member's row is read, then one statement writes the completion or the failure only if
// the row is still the version read, and marks the request's Idempotency-Key claim in the same statement.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, idempotencyKeys, userChallenges } from '../../server/db/schema';
import { completeReadRow } from '../../server/services/challenges/completion';
import { findActiveChallenge } from '../../server/services/challenges/lifecycle';
import { failReadRow, readUserChallengeVersion } from '../../server/services/challenges/user-challenge-rows';
import { AppError } from '../../server/errors';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, signUpUser } from './user-session';

describe('an answer written on condition that the row has not moved', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

  async function acceptedLink() {
    const user = await signUpUser(t);
    const created = await createChallenge(t, { type: 'link', points: 30, customData: { url: 'https://example.com' } });
    await api(t, user).accept(created.id);
    const challenge = await findActiveChallenge(t.database.db, created.id);
    const read = (await readUserChallengeVersion(t.database.db, user.id, challenge.id))!;
    const completion = { userId: user.id, challenge, now: new Date(), answer: {} };
    const unclaimed = { version: read.version, claim: undefined };
    const rowOf = async () =>
      (
        await t.database.db
          .select()
          .from(userChallenges)
          .where(and(eq(userChallenges.userId, user.id), eq(userChallenges.challengeId, challenge.id)))
      )[0]!;
    const achievementsOf = () =>
      t.database.db.select().from(achievements).where(and(eq(achievements.userId, user.id), eq(achievements.challengeId, challenge.id)));
    return { user, challenge, completion, unclaimed, rowOf, achievementsOf };
  }

  it('completes the row it read: the achievement, the row and the answer', async () => {
    const { completion, unclaimed, rowOf, achievementsOf } = await acceptedLink();
    const done = await completeReadRow(t.database.db, completion, unclaimed);
    expect(done?.points).toBe(30);
    expect(done?.member.userChallenge.status).toBe('completed');
    expect((await rowOf()).status).toBe('completed');
    expect(await achievementsOf()).toEqual([expect.objectContaining({ id: done!.achievementId, points: 30 })]);
  });

  it('fails the row it read: status, retry time and answer', async () => {
    const { user, challenge, unclaimed, rowOf } = await acceptedLink();
    const retryAt = new Date(Date.now() + 2 * 86_400_000);
    const write = await failReadRow(
      t.database.db,
      { userId: user.id, challengeId: challenge.id },
      { retryAt, answer: { option_id: 7 }, at: new Date() },
      unclaimed,
    );
    expect(write).toEqual({ current: true, applied: true });
    expect(await rowOf()).toMatchObject({ status: 'failed', retryAt, answer: { option_id: 7 } });
  });

  it('writes nothing when the row changed after it was read (snoozed meanwhile)', async () => {
    const { user, challenge, completion, unclaimed, rowOf, achievementsOf } = await acceptedLink();
    await t.database.db
      .update(userChallenges)
      .set({ snoozedAt: new Date() })
      .where(and(eq(userChallenges.userId, user.id), eq(userChallenges.challengeId, challenge.id)));
    expect(await completeReadRow(t.database.db, completion, unclaimed)).toBeUndefined();
    const failure = { retryAt: new Date(Date.now() + 86_400_000), answer: {}, at: new Date() };
    expect(await failReadRow(t.database.db, { userId: user.id, challengeId: challenge.id }, failure, unclaimed)).toEqual({
      current: false,
      applied: false,
    });
    expect((await rowOf()).status).toBe('accepted');
    expect(await achievementsOf()).toEqual([]);
    // Judged again on the row as it is now, the member hears why.
    const answer = await api(t, user).complete(challenge.id, {});
    expect(answer.body.error_code).toBe('ChallengeSnoozed');
  });

  it("marks the request's claim in the same statement, and writes nothing once the claim is another request's", async () => {
    const first = await acceptedLink();
    await t.database.db.insert(idempotencyKeys).values([
      { userId: first.user.id, key: 'k-mine', route: 'POST /completeUserChallenge', claimToken: 'mine' },
      { userId: first.user.id, key: 'k-taken', route: 'POST /completeUserChallenge', claimToken: 'taken-over' },
    ]);
    const lost = completeReadRow(t.database.db, first.completion, {
      ...first.unclaimed,
      claim: { scope: first.user.id, key: 'k-taken', token: 'mine' },
    });
    await expect(lost).rejects.toSatisfy((error: unknown) => error instanceof AppError && error.errorCode === 'IdempotencyKeyInUse');
    expect((await first.rowOf()).status).toBe('accepted');
    expect(await first.achievementsOf()).toEqual([]);

    const done = await completeReadRow(t.database.db, first.completion, {
      ...first.unclaimed,
      claim: { scope: first.user.id, key: 'k-mine', token: 'mine' },
    });
    expect(done?.member.userChallenge.status).toBe('completed');
    const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, first.user.id));
    expect(keys.find((k) => k.key === 'k-mine')?.effectAt).toBeInstanceOf(Date);
    expect(keys.find((k) => k.key === 'k-taken')?.effectAt).toBeNull();
  });
});
