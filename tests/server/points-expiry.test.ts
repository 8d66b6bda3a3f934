// Points that expire: lots spent oldest-expiring first, pending points not spendable (PointsPending),
// the expiry job (one ledger row per member, balance = ledger, idempotent, never negative), transfers
// keeping the sender's expiry, reminders once per channel, the console rule and the partner read.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pointsExpiryReminders, pointsLedger, pointsLots, pointsValidity } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { expirePoints } from '../../server/services/points-expiry/expire-points';
import { sendExpiryReminders } from '../../server/services/points-expiry/send-reminders';
import type { LogPushTransport } from '../../server/services/push/transport';
import { ADMIN_ENV, ADMIN, consoleCall, signInAs, staffWithRole } from './console-helpers';
import { balanceOf, createPrize, expectError, get, givePoints, PARTNER, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const db = () => t.database.db;
const setRule = (rule: Partial<typeof pointsValidity.$inferInsert>) => db().update(pointsValidity).set(rule).where(eq(pointsValidity.id, 1));
beforeEach(() => setRule({ mode: 'never', months: 12, pendingDays: 0, reminderDays: 14 }));

const lotsOf = (userId: number) =>
  db().select().from(pointsLots).where(eq(pointsLots.userId, userId)).orderBy(asc(pointsLots.id));
/** Gives points and moves the lot they made to expire at `expiresAt` (as if earned long ago). */
async function lotExpiring(member: Member, points: number, expiresAt: Date | null) {
  await givePoints(t, member, points);
  const [lot] = await db().select().from(pointsLots).where(eq(pointsLots.userId, member.id)).orderBy(sql`${pointsLots.id} desc`).limit(1);
  await db().update(pointsLots).set({ expiresAt }).where(eq(pointsLots.id, lot!.id));
  return lot!.id;
}
/** A member whose sign-up bonus never expires is spent last; drop it so the test reads only its own lots. */
async function memberWithoutBonus() {
  const member = await signUp(t);
  await db().update(pointsLots).set({ expiresAt: new Date(Date.now() + 3650 * DAY) }).where(eq(pointsLots.userId, member.id));
  return member;
}
const expiryRows = (userId: number) =>
  db().select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, 'points_expiry')));

describe('lots', () => {
  it('makes a lot of each earning with the programme validity, and spends the soonest-expiring first', async () => {
    await setRule({ mode: 'months', months: 12 });
    const member = await memberWithoutBonus();
    await givePoints(t, member, 40);
    const lots = await lotsOf(member.id);
    const earned = lots.at(-1)!;
    expect(earned).toMatchObject({ amount: 40, remaining: 40 });
    // End of the day twelve months on, in UTC.
    const due = new Date(earned.createdAt);
    due.setUTCMonth(due.getUTCMonth() + 12);
    due.setUTCHours(24, 0, 0, 0);
    expect(earned.expiresAt!.toISOString()).toBe(due.toISOString());

    const late = await lotExpiring(member, 50, new Date(Date.now() + 500 * DAY));
    const soon = await lotExpiring(member, 30, new Date(Date.now() + 20 * DAY));
    const prize = await createPrize(t, { value: 60 });
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id })).statusCode).toBe(200);
    const after = new Map((await lotsOf(member.id)).map((lot) => [lot.id, lot.remaining]));
    expect(after.get(soon)).toBe(0);
    expect(after.get(late)).toBe(50);
    expect(after.get(earned.id)).toBe(10);
    expect(await checkBalances(db())).toEqual([]);
  });

  it('ends quarter-validity lots at the end of the quarter after the quarter earned', async () => {
    const [row] = await t.database.db.execute(sql`select points_expiry_time('quarter_after', 12, '2026-02-14T10:00:00Z') as at`).then((r) =>
      Array.isArray(r) ? r : (r as unknown as { rows: unknown[] }).rows,
    ) as Array<{ at: Date | string }>;
    expect(new Date(row!.at).toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
});

describe('pending points', () => {
  it('refuses to spend pending points with PointsPending, and spends them once available', async () => {
    const member = await memberWithoutBonus();
    await setRule({ pendingDays: 7 });
    await givePoints(t, member, 100);
    const prize = await createPrize(t, { value: 100 });
    expectError(await post(t, member, 'redeemPrize', { prize_id: prize.id }), 400, 'PointsPending');
    const friend = await signUp(t);
    expectError(await post(t, member, 'transferPoints', { recipient_phone: friend.phone, points: 50 }), 400, 'PointsPending');
    expectError(await post(t, member, 'previewTransfer', { recipient_phone: friend.phone, points: 50 }), 400, 'PointsPending');
    // The 30 of the sign-up bonus are spendable; the 100 are not.
    const summary = (await get(t, member, 'expiringPoints')).json();
    expect(summary).toMatchObject({ balance: 130, spendable: 30, pending: { points: 100 } });
    // Spendable from the UTC midnight after seven days: the day the app names is the first whole day.
    const from = new Date(summary.pending.available_at);
    expect(from.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(from.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(from.getTime()).toBeLessThanOrEqual(Date.now() + 8 * DAY);
    expect((await post(t, member, 'transferPoints', { recipient_phone: friend.phone, points: 30 })).statusCode).toBe(200);

    await db().update(pointsLots).set({ availableAt: new Date(Date.now() - 1000) }).where(eq(pointsLots.userId, member.id));
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id })).statusCode).toBe(200);
    expect(await balanceOf(t, member)).toBe(0);
  });
});

describe('the expiry job', () => {
  it('writes one ledger row per member, lowers the balance by what expired, and does nothing the second time', async () => {
    const ona = await memberWithoutBonus();
    const jonas = await memberWithoutBonus();
    const past = new Date(Date.now() - DAY);
    await lotExpiring(ona, 20, past);
    await lotExpiring(ona, 15, new Date(Date.now() - 2 * DAY));
    await lotExpiring(ona, 50, new Date(Date.now() + 30 * DAY));
    await lotExpiring(jonas, 40, past);

    const [first, second] = await Promise.all([expirePoints(db()), expirePoints(db())]);
    expect(first!.members + second!.members).toBe(2);
    expect(first!.points + second!.points).toBe(75);
    expect(await expirePoints(db())).toEqual({ members: 0, points: 0 });

    const onaRows = await expiryRows(ona.id);
    expect(onaRows).toHaveLength(1);
    expect(onaRows[0]).toMatchObject({ delta: -35, balanceAfter: 80, title: { en: 'Points expired', lt: 'Baigėsi taškų galiojimas' } });
    expect(await expiryRows(jonas.id)).toHaveLength(1);
    expect(await balanceOf(t, ona)).toBe(80);
    expect(await balanceOf(t, jonas)).toBe(30);
    expect(await checkBalances(db())).toEqual([]);
    const history = (await get(t, ona, 'getUserHistoryLog?length=1&lang=lt')).json().list[0];
    expect(history).toMatchObject({ type: 'redemption', points: 35, source_type: 'points_expiry', title: 'Baigėsi taškų galiojimas' });
  });

  it('never takes a balance below zero, even when lots say more than the balance', async () => {
    const member = await memberWithoutBonus();
    await lotExpiring(member, 10, new Date(Date.now() - DAY));
    await db().update(pointsLots).set({ amount: 500, remaining: 500 }).where(and(eq(pointsLots.userId, member.id), eq(pointsLots.amount, 10)));
    await expirePoints(db());
    expect(await balanceOf(t, member)).toBe(0);
    expect((await expiryRows(member.id))[0]).toMatchObject({ delta: -40, balanceAfter: 0 });
    expect(await checkBalances(db())).toEqual([]);
  });

  it('works in batches: every member with due lots gets exactly one row', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => memberWithoutBonus()));
    for (const member of members) await lotExpiring(member, 7, new Date(Date.now() - DAY));
    const run = await expirePoints(db(), new Date(), 2);
    expect(run).toEqual({ members: 5, points: 35 });
    for (const member of members) expect(await expiryRows(member.id)).toHaveLength(1);
  });
});

describe('transfers', () => {
  it('gives the recipient lots with the sender’s expiry, spendable at once', async () => {
    const sender = await memberWithoutBonus();
    const recipient = await memberWithoutBonus();
    const expiresAt = new Date(Date.now() + 10 * DAY);
    await lotExpiring(sender, 25, expiresAt);
    const res = await post(t, sender, 'transferPoints', { recipient_phone: recipient.phone, points: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const received = (await lotsOf(recipient.id)).at(-1)!;
    expect(received).toMatchObject({ amount: 20, remaining: 20 });
    expect(received.expiresAt!.toISOString()).toBe(expiresAt.toISOString());
    expect(received.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await checkBalances(db())).toEqual([]);
  });
});

describe('reminders', () => {
  it('tells a member once by push, e-mail and a dismissible notice', async () => {
    const member = await memberWithoutBonus();
    await db().execute(sql`update users set email = 'expiry@example.test', email_confirmed_at = now(), language = 'lt' where id = ${member.id}`);
    await post(t, member, 'savePushToken', { token: 'token-expiry', user_agent: 'test' });
    const expiresAt = new Date(Date.UTC(2030, 0, 1));
    await lotExpiring(member, 21, expiresAt);
    const now = new Date(expiresAt.getTime() - 5 * DAY);
    const deps = { db: db(), push: t.app.push, mail: t.app.mail, config: t.config, log: t.app.log };
    const pushes = () => (t.app.push.transport as LogPushTransport).messages.filter((m) => m.tokens.includes('token-expiry'));
    const mails = () => t.app.outbox.list().filter((m) => m.to === 'expiry@example.test');

    const [a, b] = await Promise.all([sendExpiryReminders(deps, now), sendExpiryReminders(deps, now)]);
    expect(a.inApp + b.inApp).toBe(1);
    await sendExpiryReminders(deps, now);
    expect(pushes()).toHaveLength(1);
    expect(pushes()[0]!.message).toMatchObject({ kind: 'points_expiry', title: 'Netrukus baigsis taškų galiojimas' });
    // The date's own "d." ends the sentence: no second full stop.
    expect(pushes()[0]!.message.body).toBe('21 taškas galioja iki 2029 m. gruodžio 31 d. Panaudokite juos laiku.');
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.text).toContain('Jūsų 21 taškas galioja iki 2029 m. gruodžio 31 d. Iki tol');
    const rows = await db().select().from(pointsExpiryReminders).where(eq(pointsExpiryReminders.userId, member.id));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'in_app', 'push']);

    const notice = (await get(t, member, 'expiringPoints')).json().notice;
    expect(notice).toMatchObject({ points: 21, expires_on: '2029-12-31' });
    expect((await post(t, member, 'dismissExpiryNotice', { expires_on: '2029-12-31' })).statusCode).toBe(200);
    expect((await get(t, member, 'expiringPoints')).json().notice).toBeNull();
    expectError(await post(t, member, 'dismissExpiryNotice', { expires_on: 'soon' }), 400, 'ValidationError');
  });
});

describe('the console rule and the partner read', () => {
  it('lets admins set the validity, refuses bad values and other roles', async () => {
    const admin = await signInAs(t, ADMIN.email, ADMIN.password);
    const put = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/console/points-validity', headers, payload: payload as object });
    const saved = await put(admin.headers, { mode: 'quarter_after', pendingDays: 3, reminderDays: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await consoleCall(t, 'GET', '/points-validity', admin.headers)).json()).toEqual({ mode: 'quarter_after', months: 12, pendingDays: 3, reminderDays: 10 });
    expectError(await put(admin.headers, { months: 0 }), 400, 'ValidationError');
    expectError(await put(admin.headers, { mode: 'forever' }), 400, 'ValidationError');
    const editor = await staffWithRole(t, 'editor');
    expect((await put(editor.headers, { mode: 'never' })).statusCode).toBe(403);
  });

  it('answers a partner with the member’s expiring points', async () => {
    const member = await memberWithoutBonus();
    const expiresAt = new Date(Date.now() + 40 * DAY);
    await lotExpiring(member, 12, expiresAt);
    const res = await t.app.inject({ method: 'GET', url: `/api/partner/members/expiring-points?phone=${member.phone}`, headers: PARTNER });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ balance: 42, spendable: 42, pending_points: 0 });
    expect(res.json().expiring[0]).toEqual({ points: 12, expires_at: expiresAt.toISOString() });
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/members/expiring-points?phone=37060000000', headers: PARTNER })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/partner/members/expiring-points?phone=${member.phone}` })).statusCode).toBe(401);
  });
});
