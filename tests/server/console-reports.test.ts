// The finance reports equal the ledger: real activity this month (sign-up bonuses, partner points,
// redemptions, a transfer, a deduction by staff) and seeded rows in past months (earnings, a redemption,
// an expiry as kind points_expiry) give per-month issued, redeemed, expired, adjusted and outstanding
// figures equal to sums read straight from points_ledger, outstanding equal to the sum of balances,
// and redemptions per prize equal to the rewards members hold. Admins only; bad ranges answer 400.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EXPORTS } from '../../contract/console/reports';
import { pointsLedger, rewards, users } from '../../server/db/schema';
import { EARNING_KINDS } from '../../server/services/economy/ledger';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { createPrize, expectError, givePoints, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let ona: Member;
let petras: Member;
let prizes: { coffee: number; bun: number; old: number };
const thisMonth = new Date().toISOString().slice(0, 7);

async function seed(userId: number, delta: number, kind: string, at: string, prizeId: number | null = null) {
  // As post_points does: the row with the balance after it, and the balance on the member.
  const [user] = await t.database.db
    .update(users)
    .set({ points: sql`${users.points} + ${delta}` })
    .where(eq(users.id, userId))
    .returning({ points: users.points });
  await t.database.db
    .insert(pointsLedger)
    .values({ userId, delta, balanceAfter: user!.points, kind: kind as 'achievement', title: { en: 'seeded' }, createdAt: new Date(at), prizeId });
}

type Month = { month: string; issued: number; redeemed: number; expired: number; adjusted: number; outstanding: number };

/** The figures of each month computed here from every ledger row, not by the service's SQL. */
async function ledgerFigures(months: string[]): Promise<Month[]> {
  const rows = await t.database.db.select().from(pointsLedger);
  return months.map((month) => {
    const inMonth = rows.filter((r) => r.createdAt.toISOString().slice(0, 7) === month);
    const sum = (list: typeof rows) => list.reduce((total, r) => total + r.delta, 0);
    const spent = (list: typeof rows) => list.reduce((total, r) => total - r.delta, 0);
    const issued = sum(inMonth.filter((r) => r.delta > 0 && EARNING_KINDS.has(r.kind)));
    const redeemed = spent(inMonth.filter((r) => r.kind === 'redemption'));
    const expired = spent(inMonth.filter((r) => (r.kind as string) === 'points_expiry'));
    const outstanding = sum(rows.filter((r) => r.createdAt.toISOString().slice(0, 7) <= month));
    return { month, issued, redeemed, expired, adjusted: sum(inMonth) - issued + redeemed + expired, outstanding };
  });
}

const report = async (from: string, to: string, staff: Pick<SignedInStaff, 'headers'> = admin) => {
  const res = await consoleCall(t, 'GET', `/reports?from=${from}&to=${to}`, staff.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { opening_outstanding: number; months: Month[]; prizes: { id: number; redemptions: number; points: number }[]; challenges: unknown[] };
};

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  ona = await signUp(t, 'Ona', 'Onaitė');
  petras = await signUp(t, 'Petras', 'Petraitis');
  prizes = {
    coffee: (await createPrize(t, { value: 100 })).id,
    bun: (await createPrize(t, { name: { en: 'Bun', lt: 'Bandelė' }, value: 40 })).id,
    old: (await createPrize(t, { name: { en: 'Old mug', lt: 'Senas puodelis' }, value: 50 })).id,
  };
  // Past months: January earns and redeems, February is quiet, March expires some.
  await seed(petras.id, 200, 'achievement', '2025-01-10T10:00:00Z');
  await seed(petras.id, -50, 'redemption', '2025-01-31T23:59:59Z', prizes.old);
  await seed(petras.id, -30, 'points_expiry', '2025-03-01T00:00:00Z');
  // This month, through the API.
  await givePoints(t, ona, 500);
  for (const prize of [prizes.coffee, prizes.coffee, prizes.bun]) {
    const res = await post(t, ona, 'redeemPrize', { prize_id: prize });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await post(t, ona, 'transferPoints', { recipient_phone: petras.phone, points: 40 })).statusCode).toBe(200);
  const deduct = await consoleCall(t, 'POST', `/members/${petras.id}/points`, { ...admin.headers, 'idempotency-key': 'report-deduct' }, { points: -25, reason: 'Correction' });
  expect(deduct.statusCode, deduct.body).toBe(200);
  await seed(ona.id, -10, 'points_expiry', new Date().toISOString());
});

afterAll(async () => {
  await t?.close();
});

describe('points by month', () => {
  it('equals the sums of the ledger for every month, and the last outstanding equals every balance', async () => {
    const answer = await report('2024-12', thisMonth);
    const months = answer.months.map((m) => m.month);
    expect(months[0]).toBe('2024-12');
    expect(months.at(-1)).toBe(thisMonth);
    expect(answer.months).toEqual(await ledgerFigures(months));
    expect(answer.opening_outstanding).toBe(0);
    const [balances] = await t.database.db.select({ total: sql<number>`sum(${users.points})::int` }).from(users);
    expect(answer.months.at(-1)!.outstanding).toBe(balances!.total);
  });

  it('shows the seeded months as a finance team reads them', async () => {
    const answer = await report('2025-01', '2025-03');
    expect(answer.months).toEqual([
      { month: '2025-01', issued: 200, redeemed: 50, expired: 0, adjusted: 0, outstanding: 150 },
      { month: '2025-02', issued: 0, redeemed: 0, expired: 0, adjusted: 0, outstanding: 150 },
      { month: '2025-03', issued: 0, redeemed: 0, expired: 30, adjusted: 0, outstanding: 120 },
    ]);
    expect((await report('2025-02', '2025-02')).opening_outstanding).toBe(150);
  });

  it('counts this month: bonuses and partner points issued, redemptions, the expiry, the deduction; the transfer moves nothing', async () => {
    const [current] = (await report(thisMonth, thisMonth)).months;
    // Two sign-up bonuses (whatever the programme gives) and 500 from the partner.
    const [bonus] = await t.database.db.select({ n: sql<number>`sum(delta)::int` }).from(pointsLedger).where(eq(pointsLedger.kind, 'signup_bonus'));
    expect(current).toMatchObject({ issued: bonus!.n + 500, redeemed: 240, expired: 10, adjusted: -25 });
  });
});

describe('redemptions by prize', () => {
  it('equals the rewards members redeemed in the range, with their points', async () => {
    const answer = await report('2025-01', thisMonth);
    const held = await t.database.db
      .select({ prize: rewards.prizeId, n: sql<number>`count(*)::int` })
      .from(rewards)
      .where(sql`${rewards.challengeId} is null`)
      .groupBy(rewards.prizeId);
    const byPrize = Object.fromEntries(answer.prizes.map((p) => [p.id, p]));
    for (const row of held) expect(byPrize[row.prize]?.redemptions).toBe(row.n);
    expect(byPrize[prizes.coffee]).toMatchObject({ redemptions: 2, points: 200 });
    expect(byPrize[prizes.bun]).toMatchObject({ redemptions: 1, points: 40 });
    expect(byPrize[prizes.old]).toMatchObject({ redemptions: 1, points: 50 });
    const january = await report('2025-01', '2025-01');
    expect(january.prizes.map((p) => p.id)).toEqual([prizes.old]);
    expect((await report('2025-02', '2025-03')).prizes).toEqual([]);
  });
});

describe('access and ranges', () => {
  it('is for admins only, and a bad range answers 400', async () => {
    const editor = await staffWithRole(t, 'editor');
    expectError(await consoleCall(t, 'GET', `/reports?from=2025-01&to=2025-02`, editor.headers), 403, 'Forbidden');
    for (const name of REPORT_EXPORTS) expectError(await consoleCall(t, 'GET', `/exports/${name}.csv?from=2025-01&to=2025-02`, editor.headers), 403, 'Forbidden');
    expect((await consoleCall(t, 'GET', `/reports?from=2025-01&to=2025-02`)).statusCode).toBe(401);
    for (const q of ['from=2025-03&to=2025-01', 'from=2025-13&to=2025-14', 'from=2025-1&to=2025-02', 'from=2000-01&to=2025-01', 'to=2025-01'])
      expectError(await consoleCall(t, 'GET', `/reports?${q}`, admin.headers), 400, 'ValidationError');
  });
});
