// The console overview's summaries (services/console/overview-summary.ts): the figures read from the
// summaries of closed days equal the live computation, written out literally; re-running a day
// replaces it (nothing counted twice); a day after the summaries is read live at once; the funnels,
// kept by triggers and folded by the job, follow members' challenges as they move, and the members
// and their points follow every change to a member.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, challenges, pointsLedger, prizes, userChallenges, users } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { foldChanges, summariseDays, summariseOverview, summarisedUntil } from '../../server/services/console/overview-summary';
import { ADMIN, ADMIN_ENV, signInAs, type SignedInStaff } from './console-helpers';
import { funnelOf, readOverview, type OverviewAnswer } from './console-overview-helpers';
import { credit, debit } from '../../server/services/economy/ledger';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let ids: { a: number; b: number; coffee: number; bun: number; walk: number };
const at = (iso: string) => new Date(iso);

async function addUser(key: string, points = 0) {
  const [row] = await t.database.db
    .insert(users)
    .values({ referralId: `S-${key}`, externalId: `s-${key}`, firstName: key, points, createdAt: at('2024-04-01T00:00:00Z') })
    .returning({ id: users.id });
  return row!.id;
}

async function ledger(userId: number, delta: number, kind: typeof pointsLedger.$inferInsert.kind, createdAt: string, prizeId: number | null = null) {
  await t.database.db.insert(pointsLedger).values({ userId, delta, balanceAfter: 1000, kind, title: { en: 'seeded' }, createdAt: at(createdAt), prizeId });
  // What post_points does beside the row (migration 0017).
  await t.database.db.execute(sql`select record_member_activity(${userId}::int, ${createdAt}::timestamptz)`);
}

async function addPrize(name: string) {
  const [row] = await t.database.db.insert(prizes).values({ name: { en: name }, description: { en: 'x' }, value: 10 }).returning({ id: prizes.id });
  return row!.id;
}

const figures = (o: OverviewAnswer) => ({ points: { issued: o.points.issued, redeemed: o.points.redeemed }, series: o.series, prizes: o.prizes });

/** What the ledger below makes of 2024-05-01 .. 2024-05-04, worked out by hand. */
const expected = () => ({
  points: { issued: 316, redeemed: 75 },
  series: [
    { day: '2024-05-01', issued: 100, redeemed: 15, new_members: 0 },
    { day: '2024-05-02', issued: 60, redeemed: 15, new_members: 0 },
    { day: '2024-05-03', issued: 5, redeemed: 45, new_members: 0 },
    { day: '2024-05-04', issued: 151, redeemed: 0, new_members: 0 },
  ],
  prizes: [
    { id: ids.bun, name: 'Bun', redemptions: 3, points: 45 },
    { id: ids.coffee, name: 'Coffee', redemptions: 2, points: 30 },
  ],
});

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  const a = await addUser('a');
  const b = await addUser('b');
  const coffee = await addPrize('Coffee');
  const bun = await addPrize('Bun');
  await ledger(a, 100, 'achievement', '2024-05-01T00:00:00Z');
  await ledger(a, -15, 'redemption', '2024-05-01T23:59:59Z', coffee);
  await ledger(a, -15, 'redemption', '2024-04-30T23:59:59Z', coffee); // the day before the period
  await ledger(b, 60, 'manual_award', '2024-05-02T08:00:00Z');
  await ledger(a, -15, 'redemption', '2024-05-02T09:00:00Z', coffee);
  await ledger(b, 20, 'points_transfer', '2024-05-02T10:00:00Z'); // moves points: neither issued nor redeemed
  await ledger(a, -20, 'points_transfer', '2024-05-02T10:00:00Z');
  await ledger(b, -15, 'redemption', '2024-05-03T00:00:00Z', bun);
  await ledger(b, -15, 'redemption', '2024-05-03T12:00:00Z', bun);
  await ledger(b, -15, 'redemption', '2024-05-03T23:59:59Z', bun);
  await ledger(b, -7, 'manual_award', '2024-05-03T13:00:00Z'); // a deduction: not a redemption
  await ledger(b, 5, 'promo_code', '2024-05-03T14:00:00Z');
  await ledger(a, 150, 'referral', '2024-05-04T00:00:00Z');
  await ledger(a, 1, 'signup_bonus', '2024-05-04T18:00:00Z');
  const [walk] = await t.database.db
    .insert(challenges)
    .values({ type: 'link', name: { en: 'Walk' }, description: { en: 'x' }, active: true, sortOrder: 1 })
    .returning({ id: challenges.id });
  ids = { a, b, coffee, bun, walk: walk!.id };
});
afterAll(() => t.close());

describe('console overview summaries', () => {
  it('reads every day live before the first summary', async () => {
    expect(await summarisedUntil(t.database.db)).toBeNull();
    expect(figures(await readOverview(t, admin, '2024-05-01', '2024-05-04'))).toEqual(expected());
  });

  it('summarises the closed days since the first member joined or the first ledger row, with the same figures', async () => {
    // Ten minutes after 2024-05-04 ended, 2024-05-04 is not closed yet: the summaries hold 04-01 (both
    // members joined, no points moved) .. 05-03.
    await summariseOverview(t.database.db, at('2024-05-05T00:05:00Z'));
    expect(await summarisedUntil(t.database.db)).toBe('2024-05-04');
    const days = await queryRows<{ day: string; issued: number; redeemed: number; new_members: number }>(
      t.database.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, issued::int as issued, redeemed::int as redeemed, new_members::int as new_members
          from overview_days order by day`,
    );
    expect(days).toEqual([
      { day: '2024-04-01', issued: 0, redeemed: 0, new_members: 2 },
      { day: '2024-04-30', issued: 0, redeemed: 15, new_members: 0 },
      { day: '2024-05-01', issued: 100, redeemed: 15, new_members: 0 },
      { day: '2024-05-02', issued: 60, redeemed: 15, new_members: 0 },
      { day: '2024-05-03', issued: 5, redeemed: 45, new_members: 0 },
    ]);
    expect(figures(await readOverview(t, admin, '2024-05-01', '2024-05-04'))).toEqual(expected());
  });

  it('never counts a day twice when it is summarised again', async () => {
    const before = figures(await readOverview(t, admin, '2024-04-30', '2024-05-04'));
    expect(before.points).toEqual({ issued: 316, redeemed: 90 });
    await summariseDays(t.database.db, '2024-04-30', '2024-05-03');
    await summariseDays(t.database.db, '2024-05-02', '2024-05-02');
    await summariseOverview(t.database.db, at('2024-05-05T00:05:00Z'));
    expect(figures(await readOverview(t, admin, '2024-04-30', '2024-05-04'))).toEqual(before);
    // A row that reached a summarised day late shows once that day is summarised again, once.
    await ledger(ids.b, 9, 'achievement', '2024-05-02T20:00:00Z');
    expect((await readOverview(t, admin, '2024-05-02', '2024-05-02')).points.issued).toBe(60);
    await summariseDays(t.database.db, '2024-05-02', '2024-05-02');
    expect((await readOverview(t, admin, '2024-05-02', '2024-05-02')).points.issued).toBe(69);
    expect(await summarisedUntil(t.database.db)).toBe('2024-05-04');
  });

  it('reads the days after the summaries live, at once', async () => {
    await ledger(ids.b, 40, 'achievement', '2024-05-04T23:00:00Z');
    await ledger(ids.a, -15, 'redemption', '2024-05-04T23:30:00Z', ids.bun);
    const live = await readOverview(t, admin, '2024-05-04', '2024-05-04');
    expect(live.series).toEqual([{ day: '2024-05-04', issued: 191, redeemed: 15, new_members: 0 }]);
    expect(live.prizes).toEqual([{ id: ids.bun, name: 'Bun', redemptions: 1, points: 15 }]);
    await summariseOverview(t.database.db, at('2024-05-05T00:10:00Z'));
    expect(await summarisedUntil(t.database.db)).toBe('2024-05-05');
    expect(figures(await readOverview(t, admin, '2024-05-04', '2024-05-04'))).toEqual(figures(live));
  });

  it('keeps each challenge funnel as members move, before and after the job folds the changes', async () => {
    const db = t.database.db;
    const funnel = async () => funnelOf(await readOverview(t, admin, '2024-05-01', '2024-05-01'), ids.walk);
    const counts = (seen: number, accepted: number, completed: number, collected: number) => ({ id: ids.walk, name: 'Walk', seen, accepted, completed, collected });
    expect(await funnel()).toEqual(counts(0, 0, 0, 0));
    await db.insert(userChallenges).values([
      { userId: ids.a, challengeId: ids.walk, status: 'accepted', acceptedAt: at('2024-05-01T00:00:00Z') },
      { userId: ids.b, challengeId: ids.walk, status: 'accepted', acceptedAt: null },
    ]);
    expect(await funnel()).toEqual(counts(2, 1, 0, 0));
    await foldChanges(db);
    expect(await funnel()).toEqual(counts(2, 1, 0, 0));
    await db
      .update(userChallenges)
      .set({ status: 'completed', completedAt: new Date() })
      .where(and(eq(userChallenges.userId, ids.a), eq(userChallenges.challengeId, ids.walk)));
    await db.insert(achievements).values({ userId: ids.a, challengeId: ids.walk, title: { en: 'x' }, text: { en: 'x' }, points: 1 });
    expect(await funnel()).toEqual(counts(2, 1, 1, 0));
    await db.update(achievements).set({ collectedAt: new Date() }).where(eq(achievements.userId, ids.a));
    expect(await funnel()).toEqual(counts(2, 1, 1, 1));
    await foldChanges(db);
    await foldChanges(db);
    expect(await funnel()).toEqual(counts(2, 1, 1, 1));
    await db.delete(userChallenges).where(eq(userChallenges.userId, ids.b));
    expect(await funnel()).toEqual(counts(1, 1, 1, 1));
    await summariseOverview(db, at('2024-05-05T00:10:00Z'));
    expect(await funnel()).toEqual(counts(1, 1, 1, 1));
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from challenge_funnel_changes`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('keeps the members and their points as members change, before and after the job folds the changes', async () => {
    const db = t.database.db;
    const read = async () => {
      const o = await readOverview(t, admin, '2024-05-01', '2024-05-01');
      return { total: o.members.total, outstanding: o.points.outstanding };
    };
    expect(await read()).toEqual({ total: 2, outstanding: 0 });
    await db.update(users).set({ points: 40 }).where(eq(users.id, ids.a));
    const c = await addUser('c', 25);
    expect(await read()).toEqual({ total: 3, outstanding: 65 });
    await foldChanges(db);
    expect(await read()).toEqual({ total: 3, outstanding: 65 });
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, ids.b));
    await db.update(users).set({ firstName: 'renamed' }).where(eq(users.id, ids.a)); // changes neither figure
    expect(await read()).toEqual({ total: 2, outstanding: 65 });
    await db.delete(users).where(eq(users.id, c));
    expect(await read()).toEqual({ total: 1, outstanding: 40 });
    await foldChanges(db);
    await foldChanges(db);
    expect(await read()).toEqual({ total: 1, outstanding: 40 });
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from member_totals_changes`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('counts members active in the last 30 days to the moment, before and after the job folds the changes', async () => {
    const db = t.database.db;
    const active = async () => (await readOverview(t, admin, '2024-05-01', '2024-05-01')).members.active_30_days;
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    expect(await active()).toBe(0); // the seeded rows are from 2024
    await ledger(ids.a, 1, 'achievement', ago(0));
    await ledger(ids.b, 1, 'achievement', ago(29.99)); // the day 30 days ago, inside the 30 days
    expect(await active()).toBe(2);
    const d = await addUser('d');
    await ledger(d, 1, 'achievement', ago(30.01)); // the same day maybe, but outside the 30 days
    expect(await active()).toBe(2);
    await foldChanges(db);
    expect(await active()).toBe(2);
    await ledger(d, 1, 'achievement', ago(1)); // moves d into the 30 days, once
    await ledger(d, 1, 'achievement', ago(0.5));
    expect(await active()).toBe(3);
    await foldChanges(db);
    expect(await active()).toBe(3);
    await db.delete(users).where(eq(users.id, d)); // a deleted member is no longer counted
    expect(await active()).toBe(2);
    await foldChanges(db);
    expect(await active()).toBe(2);
  });

  it('counts a member active once a posting credits or debits them, and their points as outstanding', async () => {
    const read = async () => {
      const o = await readOverview(t, admin, '2024-05-01', '2024-05-01');
      return { active: o.members.active_30_days, outstanding: o.points.outstanding };
    };
    const before = await read();
    const e = await addUser('e');
    await credit(t.database.db, { userId: e, points: 40, kind: 'manual_award', title: { en: 'Welcome' } });
    await debit(t.database.db, { userId: e, points: 15, kind: 'manual_award', title: { en: 'Correction' } });
    expect(await read()).toEqual({ active: before.active + 1, outstanding: before.outstanding + 25 });
    await foldChanges(t.database.db);
    expect(await read()).toEqual({ active: before.active + 1, outstanding: before.outstanding + 25 });
  });
});
