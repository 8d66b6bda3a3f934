// Tiers: the console defines them (400s with error_code for bad input), a member moves up in the
// transaction of the earning that qualifies them, the tier's multiplier applies to earnings only
// (rounded down), the daily review drops only at a window's end, after the grace days, one tier at a
// time, and twice changes nothing; the history and the partner API show the tier.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, pointsLedger, tierChanges, tierPendingDrops, users } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { reviewTiers } from '../../server/services/tiers/review-tiers';
import { ADMIN_ENV, consoleCall, staffWithRole, type SignedInStaff } from './console-helpers';
import { PARTNER, expectError, get, givePoints, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
const ids: Record<string, number> = {};
const DAY = 86_400_000;

const tier = (name: string, threshold: number, multiplier: number) => ({
  name: { en: name, lt: `${name} LT` },
  benefits: { en: `${name} perks`, lt: `${name} privalumai` },
  pictures: {},
  threshold,
  multiplier,
});
const save = (url: string, body: unknown) => consoleCall(t, 'POST', url, admin.headers, body);
const memberRow = async (member: Member) => (await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!;
const tierOf = async (member: Member) => (await memberRow(member)).tierId;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await staffWithRole(t, 'admin');
  for (const [name, threshold, multiplier] of [['Silver', 100, 1.25], ['Gold', 300, 1.5]] as const) {
    const res = await save('/tiers', tier(name, threshold, multiplier));
    expect(res.statusCode, res.body).toBe(200);
  }
  const list = (await consoleCall(t, 'GET', '/tiers', admin.headers)).json() as { tiers: Array<{ id: number; name: { en: string } }> };
  for (const row of list.tiers) ids[row.name.en] = row.id;
  expect(Object.keys(ids)).toEqual(['Member', 'Silver', 'Gold']);
  await save('/tiers/rules', { window_kind: 'rolling', window_days: 30, grace_days: 10, drop_one_at_most: true });
});
afterAll(() => t.close());

describe('console tiers', () => {
  it('refuses bad input with 400 and an error_code', async () => {
    expectError(await save('/tiers', tier('Copy', 100, 1)), 400, 'TierThresholdTaken');
    expectError(await save('/tiers', tier('Zero', 0, 1)), 400, 'TierThresholdTaken');
    expectError(await save(`/tiers/${ids.Member}`, tier('Member', 5, 1)), 400, 'BaseTierFixed');
    expectError(await save('/tiers', tier('Odd', 50, 1.234)), 400, 'ValidationError');
    expectError(await save('/tiers', tier('Low', 50, 0.5)), 400, 'ValidationError');
    expectError(await save('/tiers', { ...tier('NoLt', 50, 1), name: { en: 'NoLt' } }), 400, 'ValidationError');
    expectError(await save('/tiers', { ...tier('Pic', 50, 1), pictures: { fr: 1 } }), 400, 'ValidationError');
    expectError(await save('/tiers/rules', { window_kind: 'weekly', window_days: 30, grace_days: 0, drop_one_at_most: true }), 400, 'ValidationError');
    expectError(await consoleCall(t, 'POST', `/tiers/${ids.Member}/delete`, admin.headers), 400, 'BaseTierFixed');
    expect((await consoleCall(t, 'GET', '/tiers', (await staffWithRole(t, 'editor')).headers)).statusCode).toBe(403);
  });
});

describe('moving up and the multiplier', () => {
  it('moves a member up in the transaction of the earning that qualifies them', async () => {
    const member = await signUp(t); // +30 sign-up bonus, in the base tier
    expect(await tierOf(member)).toBe(ids.Member);
    await givePoints(t, member, 80);
    expect(await tierOf(member)).toBe(ids.Silver);
    const changes = await t.database.db.select().from(tierChanges).where(eq(tierChanges.userId, member.id));
    expect(changes).toMatchObject([{ fromTierId: ids.Member, toTierId: ids.Silver, direction: 'up', reason: 'earning' }]);
    const res = await get(t, member, 'getUserTier');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: { name: 'Silver', multiplier: 1.25 }, next: { name: 'Gold' }, points_in_window: 110, points_to_next: 190 });
    expect(res.json().progress).toBeCloseTo(10 / 200);
    expect(res.json().last_change).toMatchObject({ direction: 'up' });
  });

  it('a rolled-back earning leaves no tier change behind', async () => {
    const member = await signUp(t);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select * from post_points(${member.id}::int, 500, 500, 'manual_award', '{"en":"x"}'::jsonb, null, null, null, null, null)`);
        expect((await tx.select().from(users).where(eq(users.id, member.id)))[0]!.tierId).toBe(ids.Gold);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await tierOf(member)).toBe(ids.Member);
    expect(await t.database.db.select().from(tierChanges).where(eq(tierChanges.userId, member.id))).toEqual([]);
  });

  it('multiplies earnings (rounded down) but not transfers or redemptions; balance equals the ledger', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 100); // 130: Silver
    const before = (await memberRow(member)).points;
    const award = await givePoints(t, member, 7); // 7 * 1.25 = 8.75 -> 8
    expect(award.balance).toBe(before + 8);
    expect((await memberRow(member)).tierPoints).toBe(137); // qualifying points are the base points
    const friend = await signUp(t);
    await givePoints(t, friend, 50);
    const sent = await post(t, friend, 'transferPoints', { recipient_phone: member.phone, points: 20 });
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.id)).orderBy(pointsLedger.id);
    expect(rows.map((row) => [row.kind, row.delta])).toEqual([['signup_bonus', 30], ['manual_award', 100], ['manual_award', 8], ['points_transfer', 20]]);
    expect((await memberRow(member)).tierPoints).toBe(137);
    expect(await checkBalances(t.database.db)).toEqual([]);
  });
});

describe('the daily review', () => {
  it('drops only at the window end, after the grace days, one tier at a time, and twice changes nothing', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 300); // 330: Gold
    expect(await tierOf(member)).toBe(ids.Gold);
    const reviewAt = (await memberRow(member)).tierReviewAt!;
    const now = Date.now();
    await reviewTiers(t.database.db, new Date(now + 5 * DAY));
    expect(await tierOf(member)).toBe(ids.Gold);

    // The window's end: its days are gone, the drop waits for the grace days.
    const end = new Date(reviewAt.getTime() + 1000);
    await reviewTiers(t.database.db, end);
    expect((await memberRow(member)).tierPoints).toBe(0);
    expect(await tierOf(member)).toBe(ids.Gold);
    const [pending] = await t.database.db.select().from(tierPendingDrops).where(eq(tierPendingDrops.userId, member.id));
    expect(pending).toMatchObject({ toTierId: ids.Silver });
    await reviewTiers(t.database.db, end);
    expect(await tierOf(member)).toBe(ids.Gold);

    const afterGrace = new Date(reviewAt.getTime() + 10 * DAY + 1000);
    await reviewTiers(t.database.db, afterGrace);
    expect(await tierOf(member)).toBe(ids.Silver); // one tier down at most
    await reviewTiers(t.database.db, afterGrace);
    const changes = await t.database.db.select().from(tierChanges).where(eq(tierChanges.userId, member.id)).orderBy(tierChanges.id);
    expect(changes.map((c) => [c.direction, c.reason, c.toTierId])).toEqual([['up', 'earning', ids.Gold], ['down', 'review', ids.Silver]]);
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('keeps a member who earns their tier again during the grace days', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 100); // Silver
    const reviewAt = (await memberRow(member)).tierReviewAt!;
    await reviewTiers(t.database.db, new Date(reviewAt.getTime() + 1000));
    expect(await t.database.db.select().from(tierPendingDrops).where(eq(tierPendingDrops.userId, member.id))).toHaveLength(1);
    await givePoints(t, member, 100);
    expect(await t.database.db.select().from(tierPendingDrops).where(eq(tierPendingDrops.userId, member.id))).toHaveLength(0);
    await reviewTiers(t.database.db, new Date(reviewAt.getTime() + 11 * DAY));
    expect(await tierOf(member)).toBe(ids.Silver);
  });
});

describe('collecting an achievement in a tier', () => {
  it('answers the points credited with the tier\'s bonus, the first time and again', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 100); // Silver, x1.25
    const before = (await memberRow(member)).points;
    const [achievement] = await t.database.db
      .insert(achievements)
      .values({ userId: member.id, title: { en: 'Weekend' }, text: { en: 'Well done' }, points: 20 })
      .returning({ id: achievements.id });
    const first = (await post(t, member, 'collectUserAchievement', { achievement_id: achievement!.id })).json();
    expect(first).toMatchObject({ points: 25, balance: before + 25, already_collected: false });
    const again = (await post(t, member, 'collectUserAchievement', { achievement_id: achievement!.id })).json();
    expect(again).toMatchObject({ points: 25, already_collected: true });
  });
});

describe('a drop after the grace days', () => {
  it('lands on the tier the member\'s points reach by then, not the one worked out at the review', async () => {
    await save('/tiers/rules', { window_kind: 'rolling', window_days: 30, grace_days: 10, drop_one_at_most: false });
    try {
      const member = await signUp(t);
      await givePoints(t, member, 300); // 330: Gold
      const reviewAt = (await memberRow(member)).tierReviewAt!;
      await reviewTiers(t.database.db, new Date(reviewAt.getTime() + 1000));
      const [pending] = await t.database.db.select().from(tierPendingDrops).where(eq(tierPendingDrops.userId, member.id));
      expect(pending).toMatchObject({ toTierId: ids.Member });
      // Earned during the grace days: Silver's threshold, not Gold's.
      await t.database.db.execute(sql`update users set tier_points = 150 where id = ${member.id}`);
      await reviewTiers(t.database.db, new Date(reviewAt.getTime() + 10 * DAY + 2000));
      expect(await tierOf(member)).toBe(ids.Silver);
    } finally {
      await save('/tiers/rules', { window_kind: 'rolling', window_days: 30, grace_days: 10, drop_one_at_most: true });
    }
  });
});

describe('history and the partner API', () => {
  it('shows the change of tier in the history, in the member language', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 100);
    const en = (await get(t, member, 'getUserHistoryLog?length=5')).json();
    expect(en.list[0]).toMatchObject({ type: 'tier_change', source_type: 'tier_up', title: 'Silver', points: 0 });
    expect(en.list[1]).toMatchObject({ type: 'achievement', source_type: 'manual_award', points: 100 });
    const lt = (await get(t, member, 'getUserHistoryLog?length=5&lang=lt')).json();
    expect(lt.list[0]).toMatchObject({ type: 'tier_change', title: 'Silver LT' });
  });

  it('answers a member tier to a partner key', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 100);
    const res = await t.app.inject({ method: 'GET', url: `/api/partner/members/tier?phone=${member.phone}`, headers: PARTNER });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: { name: 'Silver' }, points_in_window: 130 });
    expectError(await t.app.inject({ method: 'GET', url: '/api/partner/members/tier?phone=37060000000', headers: PARTNER }), 404, 'UserNotFound');
    expectError(await t.app.inject({ method: 'GET', url: '/api/partner/members/tier', headers: PARTNER }), 400, 'ValidationError');
    expect((await t.app.inject({ method: 'GET', url: `/api/partner/members/tier?phone=${member.phone}` })).statusCode).toBe(401);
  });
});
