// The console overview: admins only; each figure exactly, from data seeded with known dates: members
// (total, new this week, active in 30 days), points issued, redeemed and outstanding, the daily series,
// each challenge's funnel and redemptions per prize; a period with no data; bad periods answer 400.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, challenges, pointsLedger, prizes, userChallenges, users } from '../../server/db/schema';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { funnelOf, readOverview } from './console-overview-helpers';
import { expectError, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let member: Member;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const at = (iso: string) => new Date(iso);

let ids: { a: number; b: number; ch1: number; ch2: number; ch3: number; p1: number; p2: number };
let memberPoints = 0;

async function addUser(key: string, createdAt: Date, points: number, deactivated = false) {
  const [row] = await t.database.db
    .insert(users)
    .values({ referralId: `R-${key}`, externalId: `x-${key}`, firstName: key, points, createdAt, deactivatedAt: deactivated ? createdAt : null })
    .returning({ id: users.id });
  return row!.id;
}

async function ledger(userId: number, delta: number, kind: typeof pointsLedger.$inferInsert.kind, createdAt: Date, prizeId: number | null = null) {
  await t.database.db.insert(pointsLedger).values({ userId, delta, balanceAfter: 1000, kind, title: { en: 'seeded' }, createdAt, prizeId });
  // What post_points does beside the row (migration 0017).
  await t.database.db.execute(sql`select record_member_activity(${userId}::int, ${createdAt.toISOString()}::timestamptz)`);
}

async function addChallenge(name: string, active: boolean, sortOrder: number) {
  const [row] = await t.database.db
    .insert(challenges)
    .values({ type: 'link', name: { en: name, lt: `${name} LT` }, description: { en: 'x' }, active, sortOrder })
    .returning({ id: challenges.id });
  return row!.id;
}

async function addPrize(name: string, value: number) {
  const [row] = await t.database.db.insert(prizes).values({ name: { en: name }, description: { en: 'x' }, value }).returning({ id: prizes.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  member = await signUp(t);
  const [own] = await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, member.id));
  memberPoints = own!.points;
  const db = t.database.db;
  // The database holds only the signed-up member so far (and whatever a seed made: none in tests).
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
  expect(n).toBe(1);

  const a = await addUser('a', daysAgo(2), 100);
  const b = await addUser('b', daysAgo(10), 50);
  await addUser('gone', daysAgo(3), 7, true);
  const d = await addUser('d', at('2024-03-01T08:00:00Z'), 0);
  await addUser('e', at('2024-03-03T23:59:00Z'), 0);
  await addUser('f', at('2024-03-04T00:00:00Z'), 0);

  const p1 = await addPrize('Coffee', 20);
  const p2 = await addPrize('Bun', 15);
  // In the period 2024-03-01 .. 2024-03-03 (UTC days):
  await ledger(a, 120, 'achievement', at('2024-03-01T10:00:00Z'));
  await ledger(a, -20, 'redemption', at('2024-03-02T23:30:00Z'), p1);
  await ledger(b, 50, 'manual_award', at('2024-03-02T00:00:00Z'));
  await ledger(b, 30, 'points_transfer', at('2024-03-02T12:00:00Z')); // moves points: neither issued nor redeemed
  await ledger(a, -30, 'points_transfer', at('2024-03-02T12:00:00Z'));
  await ledger(b, -10, 'manual_award', at('2024-03-03T09:00:00Z')); // a deduction: not a redemption
  await ledger(d, -15, 'redemption', at('2024-03-03T10:00:00Z'), p2);
  await ledger(d, -15, 'redemption', at('2024-03-03T11:00:00Z'), p2);
  await ledger(d, 5, 'promo_code', at('2024-03-03T12:00:00Z'));
  // Outside it:
  await ledger(a, 999, 'achievement', at('2024-03-04T00:00:00Z'));
  await ledger(a, -20, 'redemption', at('2024-02-29T23:59:59Z'), p1);
  // Recent activity: a 5 days ago (active), b 40 days ago (not).
  await ledger(a, 1, 'achievement', daysAgo(5));
  await ledger(b, 1, 'achievement', daysAgo(40));

  const ch1 = await addChallenge('Walk', true, 1);
  const ch2 = await addChallenge('Old quiz', false, 2);
  const ch3 = await addChallenge('Never met', false, 3);
  await db.insert(userChallenges).values([
    { userId: a, challengeId: ch1, status: 'accepted', acceptedAt: daysAgo(1) },
    { userId: b, challengeId: ch1, status: 'completed', acceptedAt: daysAgo(1), completedAt: daysAgo(1) },
    { userId: d, challengeId: ch1, status: 'accepted', acceptedAt: null, snoozedAt: daysAgo(1) },
    { userId: a, challengeId: ch2, status: 'completed', acceptedAt: daysAgo(1), completedAt: daysAgo(1) },
  ]);
  await db.insert(achievements).values([
    { userId: b, challengeId: ch1, title: { en: 'x' }, text: { en: 'x' }, points: 10, collectedAt: daysAgo(1) },
    { userId: a, challengeId: ch2, title: { en: 'x' }, text: { en: 'x' }, points: 10, collectedAt: null },
  ]);
  ids = { a, b, ch1, ch2, ch3, p1, p2 };
});
afterAll(() => t.close());

describe('console overview', () => {
  it('is for admins only', async () => {
    const url = '/overview?from=2024-03-01&to=2024-03-03';
    expectError(await consoleCall(t, 'GET', url), 401, 'Unauthorized');
    expectError(await consoleCall(t, 'GET', url, member.headers), 403, 'Forbidden');
    for (const role of ['editor', 'till'] as const) {
      expectError(await consoleCall(t, 'GET', url, (await staffWithRole(t, role)).headers), 403, 'Forbidden');
    }
  });

  it('counts members, and points issued, redeemed and outstanding', async () => {
    const o = await readOverview(t, admin, '2024-03-01', '2024-03-03');
    // Not deactivated: the member, a, b, d, e, f.
    expect(o.members).toEqual({ total: 6, new_this_week: 3, active_30_days: 2, new_in_period: 2 });
    // Issued: 120 + 50 + 5 (earning kinds, positive); redeemed: 20 + 15 + 15; outstanding: every balance.
    expect(o.points).toEqual({ issued: 175, redeemed: 50, outstanding: memberPoints + 100 + 50 + 7 });
  });

  it('answers one row a day, with zeros where nothing happened', async () => {
    const o = await readOverview(t, admin, '2024-02-29', '2024-03-04');
    expect(o.series).toEqual([
      { day: '2024-02-29', issued: 0, redeemed: 20, new_members: 0 },
      { day: '2024-03-01', issued: 120, redeemed: 0, new_members: 1 },
      { day: '2024-03-02', issued: 50, redeemed: 20, new_members: 0 },
      { day: '2024-03-03', issued: 5, redeemed: 30, new_members: 1 },
      { day: '2024-03-04', issued: 999, redeemed: 0, new_members: 1 },
    ]);
  });

  it('shows each challenge funnel: active ones and any a member met', async () => {
    const o = await readOverview(t, admin, '2024-03-01', '2024-03-03');
    expect(funnelOf(o, ids.ch1)).toEqual({ id: ids.ch1, name: 'Walk', seen: 3, accepted: 2, completed: 1, collected: 1 });
    expect(funnelOf(o, ids.ch2)).toEqual({ id: ids.ch2, name: 'Old quiz', seen: 1, accepted: 1, completed: 1, collected: 0 });
    expect(o.challenges.map((c) => c.id)).not.toContain(ids.ch3);
    const lt = await consoleCall(t, 'GET', '/overview?from=2024-03-01&to=2024-03-03', { ...admin.headers, 'accept-language': 'lt' });
    expect(funnelOf(lt.json(), ids.ch1).name).toBe('Walk LT');
    // The customer app's `lang` cookie on the same origin does not choose the console's language.
    const withAppCookie = await consoleCall(t, 'GET', '/overview?from=2024-03-01&to=2024-03-03', { ...admin.headers, 'accept-language': 'lt', cookie: 'lang=en' });
    expect(funnelOf(withAppCookie.json(), ids.ch1).name).toBe('Walk LT');
  });

  it('counts redemptions per prize in the period, most first', async () => {
    const o = await readOverview(t, admin, '2024-03-01', '2024-03-03');
    expect(o.prizes).toEqual([
      { id: ids.p2, name: 'Bun', redemptions: 2, points: 30 },
      { id: ids.p1, name: 'Coffee', redemptions: 1, points: 20 },
    ]);
  });

  it('answers zeros for a period with nothing in it', async () => {
    const o = await readOverview(t, admin, '2023-01-01', '2023-01-02');
    expect(o.points.issued).toBe(0);
    expect(o.points.redeemed).toBe(0);
    expect(o.members.new_in_period).toBe(0);
    expect(o.prizes).toEqual([]);
    expect(o.series).toHaveLength(2);
  });

  it('refuses periods it cannot answer with 400 and words', async () => {
    for (const q of ['from=2024-03-05&to=2024-03-01', 'from=2024-13-01&to=2024-13-02', 'from=2024-03-01', 'from=2023-01-01&to=2024-01-02', 'from=x&to=y']) {
      const res = await consoleCall(t, 'GET', `/overview?${q}`, admin.headers);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error_code).toBe('ValidationError');
      expect(res.json().message, q).toBeTruthy();
    }
    expect((await consoleCall(t, 'GET', '/overview?from=2023-01-01&to=2024-01-01', admin.headers)).statusCode).toBe(200);
  });
});
