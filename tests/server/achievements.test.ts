// Achievements: listed until collected; collecting credits the points once through the ledger (also
// with 50 collects in parallel, which matters on PostgreSQL), other users' achievements are not
// found, and prize challenges create their reward on completion.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, pointsLedger, prizes, rewards } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, signUpUser, type SignedInUser } from './user-session';

const SIGNUP_BONUS = 30;

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

async function completeLink(user: SignedInUser, points: number, extra: Parameters<typeof createChallenge>[1] | object = {}) {
  const ch = await createChallenge(t, { type: 'link', points, customData: { url: 'https://example.com' }, ...extra });
  const c = api(t, user);
  expect((await c.accept(ch.id)).status).toBe(200);
  const done = await c.complete(ch.id, {});
  expect(done.body.status, JSON.stringify(done.body)).toBe('completed');
  return { challengeId: ch.id, achievementId: done.body.achievement_id as number, done: done.body };
}

describe('achievements', () => {
  it('lists uncollected achievements with localized title and text', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    expect((await c.get('getUserNotCollectedAchievements')).body).toEqual([]);
    const { challengeId, achievementId } = await completeLink(user, 40, { name: 'Read the guide' });
    const list = await c.get('getUserNotCollectedAchievements');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: achievementId, title: 'Read the guide', text: 'Description of link', image_id: null, points: 40, challenge_id: challengeId, prize_id: null },
    ]);
    const lt = await c.get('getUserNotCollectedAchievements?lang=lt');
    expect(lt.body[0].title).toBe('Read the guide (lt)');
  });

  it('collecting credits the points once, through the ledger', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    const { achievementId } = await completeLink(user, 40);
    const first = await c.post('collectUserAchievement', { achievement_id: achievementId });
    expect(first.body).toEqual({ success: true, points: 40, balance: SIGNUP_BONUS + 40, already_collected: false });
    expect((await c.get('getUserPoints')).body).toBe(SIGNUP_BONUS + 40);
    expect((await c.get('getUserNotCollectedAchievements')).body).toEqual([]);

    const again = await c.post('collectUserAchievement', { achievement_id: achievementId });
    expect(again.body).toEqual({ success: true, points: 40, balance: SIGNUP_BONUS + 40, already_collected: true });

    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.achievementId, achievementId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ userId: user.id, delta: 40, kind: 'achievement', title: { en: 'Test link', lt: 'Test link (lt)' } });
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it("another user's achievement or an unknown one is AchievementNotFound; bad ids are ValidationError", async () => {
    const owner = await signUpUser(t);
    const thief = api(t, await signUpUser(t));
    const { achievementId } = await completeLink(owner, 10);
    for (const id of [achievementId, 999999]) {
      const res = await thief.post('collectUserAchievement', { achievement_id: id });
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('AchievementNotFound');
    }
    const bad = await thief.post('collectUserAchievement', { achievement_id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'ValidationError', field: 'achievement_id' });
    const unauthenticated = await t.app.inject({ method: 'POST', url: '/api/user-side/collectUserAchievement', payload: { achievement_id: achievementId } });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('50 collects in parallel credit once', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    const { achievementId } = await completeLink(user, 70);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => c.post('collectUserAchievement', { achievement_id: achievementId })),
    );
    expect(answers.every((a) => a.status === 200 && a.body.success === true)).toBe(true);
    expect(answers.filter((a) => a.body.already_collected === false)).toHaveLength(1);
    expect(answers.every((a) => a.body.balance === SIGNUP_BONUS + 70)).toBe(true);
    expect((await c.get('getUserPoints')).body).toBe(SIGNUP_BONUS + 70);
    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.achievementId, achievementId));
    expect(ledger).toHaveLength(1);
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('a repeated Idempotency-Key replays the first answer', async () => {
    const user = await signUpUser(t);
    const { achievementId } = await completeLink(user, 12);
    const collect = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user-side/collectUserAchievement',
        headers: { ...user.headers, 'idempotency-key': `collect-${achievementId}` },
        payload: { achievement_id: achievementId },
      });
    const first = await collect();
    const second = await collect();
    expect(first.json()).toEqual({ success: true, points: 12, balance: SIGNUP_BONUS + 12, already_collected: false });
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('an achievement of 0 points is collected without a ledger row', async () => {
    const user = await signUpUser(t);
    const c = api(t, user);
    const { achievementId } = await completeLink(user, 0);
    expect((await c.post('collectUserAchievement', { achievement_id: achievementId })).body).toEqual({
      success: true,
      points: 0,
      balance: SIGNUP_BONUS,
      already_collected: false,
    });
    expect(await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.achievementId, achievementId))).toEqual([]);
  });

  it('a prize challenge creates the reward on completion and takes stock', async () => {
    const [prize] = await t.database.db
      .insert(prizes)
      .values({ name: { en: 'Thermo mug' }, description: { en: 'Keeps it warm' }, value: 0, itemsLeft: 1, redeemable: false, validDays: 30 })
      .returning();
    const user = await signUpUser(t);
    const { challengeId, done } = await completeLink(user, 0, { rewardType: 'prize', prizeId: prize!.id });
    expect(done).toMatchObject({ status: 'completed', points: 0, challenge: { reward_type: 'prize', prize_id: prize!.id } });
    expect(done.reward_id).toEqual(expect.any(Number));
    const [reward] = await t.database.db.select().from(rewards).where(eq(rewards.id, done.reward_id));
    expect(reward).toMatchObject({ userId: user.id, prizeId: prize!.id, challengeId });
    const [after] = await t.database.db.select({ itemsLeft: prizes.itemsLeft }).from(prizes).where(eq(prizes.id, prize!.id));
    expect(after!.itemsLeft).toBe(0);
    // The achievement waiting to be collected names the prize it won.
    const waiting = (await api(t, user).get('getUserNotCollectedAchievements')).body;
    expect(waiting).toEqual([expect.objectContaining({ challenge_id: challengeId, points: 0, prize_id: prize!.id })]);

    // Out of stock: the completion is refused and nothing is written.
    const late = await signUpUser(t);
    const c = api(t, late);
    await c.accept(challengeId);
    const refused = await c.complete(challengeId, {});
    expect(refused.body.error_code).toBe('PrizeOutOfStock');
    expect((await c.get(`getUserChallenge/${challengeId}`)).body.state).toBe('default');
    const none = await t.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, late.id), eq(achievements.challengeId, challengeId)));
    expect(none).toEqual([]);
  });
});
