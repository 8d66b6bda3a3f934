// applyReferralCode: both sides rewarded once, every error code, races.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, challenges, referrals, userChallenges } from '../../server/db/schema';
import { REFERRAL_POINTS } from '../../server/services/economy/constants';
import { balanceOf, expectError, get, post, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const referralIdOf = async (member: Member) => (await get(t, member, 'getUserData')).json().referral_id as string;
const apply = (member: Member, code: unknown) => post(t, member, 'applyReferralCode', { code });

describe('applyReferralCode', () => {
  it('rewards both sides once and writes both histories', async () => {
    const inviter = await signUp(t, 'Rūta', 'Kazlauskienė');
    const friend = await signUp(t, 'Tomas', 'Butkus');
    const code = await referralIdOf(inviter);
    const res = await apply(friend, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, points: REFERRAL_POINTS.referred, balance: 30 + REFERRAL_POINTS.referred });
    expect(await balanceOf(t, inviter)).toBe(30 + REFERRAL_POINTS.referrer);
    const mine = (await get(t, friend, 'getUserHistoryLog?length=1')).json().list[0];
    expect(mine).toMatchObject({ type: 'achievement', source_type: 'referral', title: "Joined with Rūta K.'s invitation" });
    const theirs = (await get(t, inviter, 'getUserHistoryLog?length=1')).json().list[0];
    expect(theirs).toMatchObject({ type: 'achievement', source_type: 'referral', title: 'Tomas B. joined with your invitation' });
    expect((await get(t, friend, 'getUserData')).json().applyReferralCodeEnabled).toBe(false);
  });

  it('answers ReferralAlreadyApplied, CannotReferSelf and ReferralCodeInvalid', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    expectError(await apply(a, await referralIdOf(a)), 400, 'CannotReferSelf');
    expectError(await apply(a, 'ZZZZZZZZ'), 400, 'ReferralCodeInvalid');
    expect((await apply(a, await referralIdOf(b))).statusCode).toBe(200);
    expectError(await apply(a, await referralIdOf(c)), 409, 'ReferralAlreadyApplied');
    expectError(await apply(a, await referralIdOf(b)), 409, 'ReferralAlreadyApplied');
    // b invited a, so a's code cannot pay b and a a second time.
    expectError(await apply(b, await referralIdOf(a)), 400, 'ReferralCodeInvalid');
    expect(await balanceOf(t, a)).toBe(30 + REFERRAL_POINTS.referred);
    expect(await balanceOf(t, b)).toBe(30 + REFERRAL_POINTS.referrer);
    expect(await balanceOf(t, c)).toBe(30);
  });

  it('rejects bad input naming the field', async () => {
    const member = await signUp(t);
    for (const payload of [{}, { code: '' }, { code: null }, { code: 'x'.repeat(65) }]) {
      const body = expectError(await post(t, member, 'applyReferralCode', payload), 400, 'ValidationError');
      expect(body.message).toContain('code');
    }
  });

  it('10 parallel applications with different codes reward once', async () => {
    const invitee = await signUp(t);
    const inviters = await Promise.all(Array.from({ length: 10 }, () => signUp(t)));
    const codes = await Promise.all(inviters.map(referralIdOf));
    const answers = await Promise.all(codes.map((code) => apply(invitee, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'ReferralAlreadyApplied');
    expect(await balanceOf(t, invitee)).toBe(30 + REFERRAL_POINTS.referred);
    const rows = await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, invitee.id));
    expect(rows).toHaveLength(1);
    const inviterBalances = await Promise.all(inviters.map((m) => balanceOf(t, m)));
    expect(inviterBalances.filter((b) => b === 30 + REFERRAL_POINTS.referrer)).toHaveLength(1);
  });

  it('two friends applying each other\'s codes at once: one wins, no deadlock', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const [ra, rb] = await Promise.all([apply(a, await referralIdOf(b)), apply(b, await referralIdOf(a))]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    expect((await balanceOf(t, a)) + (await balanceOf(t, b))).toBe(60 + REFERRAL_POINTS.referred + REFERRAL_POINTS.referrer);
  });

  it("completes the inviter's accepted user_invitation challenge", async () => {
    const inviter = await signUp(t);
    const friend = await signUp(t);
    const [challenge] = await t.database.db
      .insert(challenges)
      .values({
        type: 'user_invitation',
        name: { en: 'Invite a friend' },
        description: { en: 'Invite one friend.' },
        points: 15,
        rules: { required_invitations: 1 },
        progressDivisor: 1,
      })
      .returning();
    await t.database.db
      .insert(userChallenges)
      .values({ userId: inviter.id, challengeId: challenge!.id, status: 'accepted', acceptedAt: new Date() });
    expect((await apply(friend, await referralIdOf(inviter))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(userChallenges)
      .where(and(eq(userChallenges.userId, inviter.id), eq(userChallenges.challengeId, challenge!.id)));
    expect(row!.status).toBe('completed');
    const earned = await t.database.db.select().from(achievements).where(eq(achievements.userId, inviter.id));
    expect(earned.map((a) => a.challengeId)).toEqual([challenge!.id]);
  });
});

describe('getInvitation (the public invite landing page)', () => {
  const look = (referralId: string, ip = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: `/api/user-side/getInvitation/${encodeURIComponent(referralId)}`, remoteAddress: ip });

  it('names the inviter as members see them and the points both get, without sign-in', async () => {
    const inviter = await signUp(t, 'Rūta', 'Kazlauskienė');
    const res = await look((await referralIdOf(inviter)).toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      inviter_name: 'Rūta K.',
      referred_points: REFERRAL_POINTS.referred,
      referrer_points: REFERRAL_POINTS.referrer,
      signup_bonus_points: 30,
    });
    // Nothing else about the member: no phone, no surname, no id.
    expect(res.body).not.toContain('Kazlauskien');
  });

  it('an unknown code or a malformed one says only that the link is not valid', async () => {
    expectError(await look('ZZZZZZZZ', '203.0.113.8'), 400, 'ReferralCodeInvalid');
    expect((await look('a b<c>', '203.0.113.8')).json().error_code).toBe('ValidationError');
  });

  it('is rate-limited per address, so codes cannot be tried by the thousand', async () => {
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push((await look(`TRY${i}`, '203.0.113.9')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
  });
});
