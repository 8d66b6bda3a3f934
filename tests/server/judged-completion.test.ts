// An answer judged alone is written without a lock held while it is judged (services/challenges/answers.ts
// answerJudged): one statement locks the member's row and writes the completion or the failure only if the
// row takes the answer (answerableRow), and marks the request's Idempotency-Key claim in the same statement.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, idempotencyKeys, userChallenges } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { answerableRow, refuseAnswer } from '../../server/services/challenges/answers';
import { completeGuarded } from '../../server/services/challenges/completion';
import { findActiveChallenge } from '../../server/services/challenges/lifecycle';
import type { UserChallengeRow } from '../../server/services/challenges/types';
import { failGuarded } from '../../server/services/challenges/user-challenge-rows';
import { AppError } from '../../server/errors';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, signUpUser } from './user-session';

describe('an answer written on condition that the row takes it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

  async function acceptedLink() {
    const user = await signUpUser(t);
    const created = await createChallenge(t, { type: 'link', points: 30, customData: { url: 'https://example.com' } });
    await api(t, user).accept(created.id);
    const challenge = await findActiveChallenge(t.database.db, user.id, created.id);
    const now = new Date();
    const completion = { userId: user.id, challenge, now, answer: {} };
    const unclaimed = { when: answerableRow(now), claim: undefined };
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
    const done = await completeGuarded(t.database.db, completion, unclaimed);
    if ('refused' in done) throw new Error('refused');
    expect(done.points).toBe(30);
    expect(done.member.userChallenge.status).toBe('completed');
    expect((await rowOf()).status).toBe('completed');
    expect(await achievementsOf()).toEqual([expect.objectContaining({ id: done.achievementId, points: 30 })]);
  });

  it('fails the row it read: status, retry time and answer', async () => {
    const { user, challenge, unclaimed, rowOf } = await acceptedLink();
    const retryAt = new Date(Date.now() + 2 * 86_400_000);
    const write = await failGuarded(
      t.database.db,
      { userId: user.id, challengeId: challenge.id },
      { retryAt, answer: { option_id: 7 }, at: new Date() },
      unclaimed,
    );
    expect(write).toEqual({ current: true, applied: true, before: null });
    expect(await rowOf()).toMatchObject({ status: 'failed', retryAt, answer: { option_id: 7 } });
  });

  it('writes nothing when the row does not take the answer (snoozed), and hands back the row as it found it', async () => {
    const { user, challenge, completion, unclaimed, rowOf, achievementsOf } = await acceptedLink();
    const snoozedAt = new Date();
    await t.database.db
      .update(userChallenges)
      .set({ snoozedAt })
      .where(and(eq(userChallenges.userId, user.id), eq(userChallenges.challengeId, challenge.id)));
    const refused = await completeGuarded(t.database.db, completion, unclaimed);
    expect(refused).toEqual({ refused: expect.objectContaining({ userId: user.id, status: 'accepted', snoozedAt }) });
    const failure = { retryAt: new Date(Date.now() + 86_400_000), answer: {}, at: new Date() };
    const write = await failGuarded(t.database.db, { userId: user.id, challengeId: challenge.id }, failure, unclaimed);
    expect(write).toMatchObject({ current: false, applied: false, before: { user_id: user.id, status: 'accepted' } });
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
    const lost = completeGuarded(t.database.db, first.completion, {
      ...first.unclaimed,
      claim: { scope: first.user.id, key: 'k-taken', token: 'mine' },
    });
    await expect(lost).rejects.toSatisfy((error: unknown) => error instanceof AppError && error.errorCode === 'IdempotencyKeyInUse');
    expect((await first.rowOf()).status).toBe('accepted');
    expect(await first.achievementsOf()).toEqual([]);

    const done = await completeGuarded(t.database.db, first.completion, {
      ...first.unclaimed,
      claim: { scope: first.user.id, key: 'k-mine', token: 'mine' },
    });
    expect(done).toMatchObject({ member: { userChallenge: { status: 'completed' } } });
    const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, first.user.id));
    expect(keys.find((k) => k.key === 'k-mine')?.effectAt).toBeInstanceOf(Date);
    expect(keys.find((k) => k.key === 'k-taken')?.effectAt).toBeNull();
  });

  it("asks the same of the member's row as refuseAnswer, on every kind of row of an open challenge", async () => {
    const { challenge } = await acceptedLink();
    const now = new Date();
    const past = new Date(now.getTime() - 3_600_000);
    const future = new Date(now.getTime() + 3_600_000);
    const rows: UserChallengeRow[] = [];
    for (const acceptedAt of [null, past])
      for (const status of ['accepted', 'pending', 'failed', 'completed'] as const)
        for (const snoozedAt of [null, past])
          for (const retryAt of [null, past, now, future])
            rows.push({ userId: 1, challengeId: 1, status, acceptedAt, retryAt, snoozedAt, completedAt: null, progressDividend: 0, answer: null, updatedAt: past });
    const cell = (d: Date | null) => sql`${d?.toISOString() ?? null}::timestamptz`;
    const values = sql.join(
      rows.map((r, i) => sql`(${i}::int, ${cell(r.acceptedAt)}, ${r.status}::text, ${cell(r.snoozedAt)}, ${cell(r.retryAt)})`),
      sql`, `,
    );
    const held = await queryRows<{ i: number; held: boolean }>(
      t.database.db,
      sql`select i, coalesce(${answerableRow(now)}, false) as held
        from (values ${values}) as user_challenges (i, accepted_at, status, snoozed_at, retry_at) order by i`,
    );
    for (const open of [challenge, { ...challenge, startTime: past, endTime: future }]) {
      const takes = rows.map((row) => {
        try {
          refuseAnswer(open, row, now);
          return true;
        } catch {
          return false;
        }
      });
      expect(held.map((h) => h.held)).toEqual(takes);
    }
    // Both kinds of answer are in the table: an accepted or pending row takes it whatever its retry time, a failed one once its retry time has come (3 of 4).
    expect(held.filter((h) => h.held).length).toBe(11);
  });
});
