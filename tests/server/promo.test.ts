// applyPromoCode: single-use once in total, multi-use once per user, every error code, races.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, promoCodeUses } from '../../server/db/schema';
import { balanceOf, createPromoCode, expectError, get, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  await createPromoCode(t, { code: 'WELCOME10', points: 10, multiUse: true });
  await createPromoCode(t, { code: 'VIP50', points: 50, multiUse: false });
  await createPromoCode(t, { code: 'SUMMER2025', points: 25, multiUse: true, validTill: new Date(Date.now() - DAY) });
  await createPromoCode(t, { code: 'SOON', points: 5, multiUse: true, validFrom: new Date(Date.now() + DAY) });
  await createPromoCode(t, { code: 'RACE1', points: 7, multiUse: false });
  await createPromoCode(t, { code: 'MANY', points: 3, multiUse: true });
});
afterAll(() => t.close());

const apply = (member: Awaited<ReturnType<typeof signUp>>, code: unknown) => post(t, member, 'applyPromoCode', { code });

describe('applyPromoCode', () => {
  it('credits the points with a promo_code history entry', async () => {
    const member = await signUp(t);
    const res = await apply(member, ' welcome10 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, points: 10, balance: 40 });
    const entry = (await get(t, member, 'getUserHistoryLog?length=1')).json().list[0];
    expect(entry).toMatchObject({ type: 'achievement', points: 10, source_type: 'promo_code', title: 'Promo code WELCOME10' });
    expect((await get(t, member, 'getUserTotalPointsEarned')).json()).toBe(40);
  });

  it('multi-use: once per user, every user may use it', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect((await apply(a, 'WELCOME10')).statusCode).toBe(200);
    expect((await apply(b, 'WELCOME10')).statusCode).toBe(200);
    expectError(await apply(a, 'WELCOME10'), 409, 'PromoCodeAlreadyUsed');
    expect(await balanceOf(t, a)).toBe(40);
  });

  it('single-use: once in total', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect((await apply(a, 'VIP50')).json()).toEqual({ success: true, points: 50, balance: 80 });
    expectError(await apply(b, 'VIP50'), 409, 'PromoCodeAlreadyUsed');
    expectError(await apply(a, 'VIP50'), 409, 'PromoCodeAlreadyUsed');
    expect(await balanceOf(t, b)).toBe(30);
  });

  it('answers PromoCodeExpired and PromoCodeInvalid (unknown or not valid yet)', async () => {
    const member = await signUp(t);
    expectError(await apply(member, 'SUMMER2025'), 400, 'PromoCodeExpired');
    expectError(await apply(member, 'NOSUCHCODE'), 400, 'PromoCodeInvalid');
    expectError(await apply(member, 'SOON'), 400, 'PromoCodeInvalid');
    expect(await balanceOf(t, member)).toBe(30);
  });

  it('rejects bad input naming the field', async () => {
    const member = await signUp(t);
    for (const payload of [{}, { code: '' }, { code: '   ' }, { code: 5 }, { code: 'x'.repeat(65) }]) {
      const body = expectError(await post(t, member, 'applyPromoCode', payload), 400, 'ValidationError');
      expect(body.message).toContain('code');
    }
  });

  it('a single-use code raced by 10 users is applied once', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => signUp(t)));
    const answers = await Promise.all(members.map((m) => apply(m, 'RACE1')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'PromoCodeAlreadyUsed');
  });

  it('a multi-use code sent 10 times at once by one user is applied once', async () => {
    const member = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(member, 'MANY')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const uses = await t.database.db.select().from(promoCodeUses).where(eq(promoCodeUses.userId, member.id));
    expect(uses).toHaveLength(1);
    const rows = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.id));
    expect(rows.filter((r) => r.kind === 'promo_code')).toHaveLength(1);
    expect(await balanceOf(t, member)).toBe(33);
  });
});

describe('guessing codes', () => {
  it('limits each member to 20 code attempts per 10 minutes', async () => {
    const member = await signUp(t);
    for (let i = 0; i < 20; i++) expectError(await apply(member, `GUESS${i}`), 400, 'PromoCodeInvalid');
    expectError(await apply(member, 'GUESS20'), 429, 'TooManyRequests');
    expectError(await post(t, member, 'applyReferralCode', { code: 'GUESS21' }), 400, 'ReferralCodeInvalid');
    const other = await signUp(t);
    expect((await apply(other, 'WELCOME10')).statusCode).toBe(200);
  });
});
