// Points whose expiry has passed are not spendable, even before the hourly expiry job has emptied their lots:
// a redemption or a transfer refuses them (and a transfer never hands them on, where the recipient would lose
// them at the next run), and what the app shows about expiry leaves them and points spent since out.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, pointsLots } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { expirePoints } from '../../server/services/points-expiry/expire-points';
import { sendExpiryReminders } from '../../server/services/points-expiry/send-reminders';
import { ADMIN_ENV } from './console-helpers';
import { balanceOf, createPrize, expectError, get, givePoints, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const db = () => t.database.db;
const lotsOf = (userId: number) => db().select().from(pointsLots).where(eq(pointsLots.userId, userId)).orderBy(asc(pointsLots.id));

/** A member whose only lots are `points` expired half an hour ago and `fresh` expiring in a year. */
async function memberWithExpiredLot(points: number, fresh: number): Promise<Member> {
  const member = await signUp(t);
  await db().delete(pointsLots).where(eq(pointsLots.userId, member.id));
  await db().execute(sql`update users set points = 0 where id = ${member.id}`);
  await db().delete(pointsLedger).where(eq(pointsLedger.userId, member.id));
  await givePoints(t, member, points);
  await db().update(pointsLots).set({ expiresAt: new Date(Date.now() - 30 * 60_000) }).where(eq(pointsLots.userId, member.id));
  await givePoints(t, member, fresh);
  const [, freshLot] = await lotsOf(member.id);
  await db().update(pointsLots).set({ expiresAt: new Date(Date.now() + 365 * DAY) }).where(eq(pointsLots.id, freshLot!.id));
  return member;
}

describe('points past their expiry, before the expiry job', () => {
  it('are not spent on a prize', async () => {
    const member = await memberWithExpiredLot(80, 40);
    expect(await balanceOf(t, member)).toBe(120);
    const prize = await createPrize(t, { value: 100 });
    expectError(await post(t, member, 'redeemPrize', { prize_id: prize.id }), 400, 'NotEnoughPoints');
    const cheap = await createPrize(t, { value: 30 });
    expect((await post(t, member, 'redeemPrize', { prize_id: cheap.id })).statusCode).toBe(200);
    // The fresh lot paid; the expired one is left for the job.
    expect((await lotsOf(member.id)).map((lot) => lot.remaining)).toEqual([80, 10]);
  });

  it('are not given away: a transfer takes only live lots, and the recipient keeps what they got', async () => {
    const sender = await memberWithExpiredLot(80, 40);
    const recipient = await signUp(t);
    const recipientBefore = await balanceOf(t, recipient);
    expectError(await post(t, sender, 'previewTransfer', { recipient_phone: recipient.phone, points: 100 }), 400, 'TransferNotPossible');
    expectError(await post(t, sender, 'transferPoints', { recipient_phone: recipient.phone, points: 100 }), 400, 'TransferNotPossible');
    expect((await post(t, sender, 'transferPoints', { recipient_phone: recipient.phone, points: 40 })).statusCode).toBe(200);
    const [received] = (await lotsOf(recipient.id)).slice(-1);
    expect(received!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 300 * DAY);

    await expirePoints(db(), new Date());
    expect(await balanceOf(t, sender)).toBe(0);
    expect(await balanceOf(t, recipient)).toBe(recipientBefore + 40);
    expect(await checkBalances(db())).toEqual([]);
  });

  it('are neither spendable nor the next expiry in what the app shows', async () => {
    const member = await memberWithExpiredLot(80, 40);
    const summary = (await get(t, member, 'expiringPoints')).json();
    expect(summary).toMatchObject({ balance: 120, spendable: 40, next_expiry: { points: 40 } });
    expect(new Date(summary.next_expiry.expires_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the dashboard\'s expiry notice', () => {
  it('counts what still expires that day, and goes once it is all spent', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 60);
    const soon = new Date(Date.UTC(2031, 0, 1));
    await db().update(pointsLots).set({ expiresAt: soon }).where(eq(pointsLots.userId, member.id));
    await sendExpiryReminders({ db: db(), push: t.app.push, mail: t.app.mail, config: t.config, log: t.app.log }, new Date(soon.getTime() - 3 * DAY));
    const balance = await balanceOf(t, member);
    expect((await get(t, member, 'expiringPoints')).json().notice).toMatchObject({ points: balance, expires_on: '2030-12-31' });

    const prize = await createPrize(t, { value: balance - 5 });
    expect((await post(t, member, 'redeemPrize', { prize_id: prize.id })).statusCode).toBe(200);
    expect((await get(t, member, 'expiringPoints')).json().notice).toMatchObject({ points: 5 });
    const last = await createPrize(t, { value: 5 });
    expect((await post(t, member, 'redeemPrize', { prize_id: last.id })).statusCode).toBe(200);
    expect((await get(t, member, 'expiringPoints')).json().notice).toBeNull();
  });
});
