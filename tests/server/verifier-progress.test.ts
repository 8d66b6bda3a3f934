// The challenge types the server completes when something happens elsewhere: invitations that join, linked
// social accounts, and partner events.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalAccounts, referrals } from '../../server/db/schema';
import { onAccountLinked, onReferralJoined } from '../../server/services/challenges/server-progress';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, signUpUser } from './user-session';
import { DAY_MS, verifierChecks } from './verifier-checks';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const { db, userRow, acceptedBy, partnerEvent } = verifierChecks(() => t);

describe('user_invitation', () => {
  it('counts referred users who joined and completes at rules.required_invitations', async () => {
    const ch = await createChallenge(t, { type: 'user_invitation', rules: { required_invitations: 2 } });
    const u = await acceptedBy(ch);
    const waiting = await u.c.complete(ch.id, {});
    expect(waiting.body).toMatchObject({ status: 'pending', progress_dividend: 0, progress_divisor: 2 });

    const first = await signUpUser(t);
    await db().insert(referrals).values({ referredUserId: first.id, referrerUserId: u.id });
    // getUserChallenges re-evaluates.
    const listed = (await u.c.list()).find((x) => x.id === ch.id);
    expect(listed).toMatchObject({ progress_dividend: 1, progress_divisor: 2, state: 'pending' });

    const second = await signUpUser(t);
    const progressed = await db().transaction(async (tx) => {
      await tx.insert(referrals).values({ referredUserId: second.id, referrerUserId: u.id });
      return onReferralJoined(tx, u.id);
    });
    expect(progressed).toEqual([{ challengeId: ch.id, progressDividend: 2, progressDivisor: 2, completed: true, moved: true }]);
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body).toMatchObject({ state: 'completed', progress_dividend: 2 });
  });
});

describe('linked accounts', () => {
  const link = (userId: number, provider: 'google' | 'linkedin' | 'facebook', profile: Record<string, unknown> = {}, email?: string) =>
    db().insert(externalAccounts).values({ userId, provider, externalUserId: `${provider}-${userId}`, email: email ?? null, profile });

  it('connect_google completes when Google is linked, and a verified Google email completes email_confirmation', async () => {
    const google = await createChallenge(t, { type: 'connect_google' });
    const email = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(google);
    expect((await u.c.complete(google.id, {})).body.status).toBe('pending');

    const progressed = await db().transaction(async (tx) => {
      await tx.insert(externalAccounts).values({
        userId: u.id,
        provider: 'google',
        externalUserId: `g-${u.id}`,
        email: 'Walker@Gmail.com',
        profile: { email_verified: true },
      });
      return onAccountLinked(tx, u.id, 'google');
    });
    expect(progressed).toMatchObject([{ challengeId: google.id, completed: true }]);
    expect((await u.c.get(`getUserChallenge/${google.id}`)).body.state).toBe('completed');
    // The email challenge was never accepted, yet it is complete now.
    expect((await u.c.get(`getUserChallenge/${email.id}`)).body).toMatchObject({ state: 'completed', accepted: true });
    expect(await userRow(u.id)).toMatchObject({ email: 'walker@gmail.com' });
  });

  it('an unverified Google email leaves email_confirmation alone; the answer path reports the other challenge', async () => {
    const google = await createChallenge(t, { type: 'connect_google' });
    const u = await acceptedBy(google);
    await link(u.id, 'google', { email_verified: false }, 'x@gmail.com');
    const res = await u.c.complete(google.id, {});
    expect(res.body).toMatchObject({ status: 'completed', also_completed_challenge_ids: [] });
    expect((await userRow(u.id)).emailConfirmedAt).toBeNull();
  });

  it('connect_linkedin completes on the next list once LinkedIn is linked', async () => {
    const ch = await createChallenge(t, { type: 'connect_linkedin' });
    const u = await acceptedBy(ch);
    expect((await u.c.list()).find((x) => x.id === ch.id)?.state).toBe('default');
    await link(u.id, 'linkedin');
    expect((await u.c.list()).find((x) => x.id === ch.id)?.state).toBe('completed');
  });

  it('facebook_login completes by answer once Facebook is linked; a disconnected account does not count', async () => {
    const ch = await createChallenge(t, { type: 'facebook_login' });
    const u = await acceptedBy(ch);
    await link(u.id, 'facebook');
    await db().update(externalAccounts).set({ status: 'disconnected' }).where(eq(externalAccounts.userId, u.id));
    expect((await u.c.complete(ch.id, {})).body.status).toBe('pending');
    await db().update(externalAccounts).set({ status: 'connected' }).where(eq(externalAccounts.userId, u.id));
    expect((await u.c.complete(ch.id, {})).body.status).toBe('completed');
  });
});

describe('partner event challenges', () => {
  it('api_event: one event after acceptance completes; earlier events do not count', async () => {
    const ch = await createChallenge(t, { type: 'api_event', rules: { event: 'store_visit' } });
    const u = await signUpUser(t);
    expect((await partnerEvent({ event: 'store_visit', phone: u.phone })).statusCode).toBe(200);
    const c = api(t, u);
    await c.accept(ch.id);
    expect((await c.complete(ch.id, {})).body.status).toBe('pending');
    const res = await partnerEvent({ event: 'store_visit', phone: u.phone });
    expect(res.json().progressed).toEqual([{ challenge_id: ch.id, progress_dividend: 1, progress_divisor: null, completed: true }]);
    expect((await c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('completed');
  });

  it('owner_api_call: the owner reports the event for the user', async () => {
    const ch = await createChallenge(t, { type: 'owner_api_call', rules: { event: 'card_linked' } });
    const u = await acceptedBy(ch);
    await partnerEvent({ event: 'other_event', phone: u.phone });
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('default');
    const res = await partnerEvent({ event: 'card_linked', phone: u.phone });
    expect(res.json().progressed[0]).toMatchObject({ challenge_id: ch.id, completed: true });
  });

  it('api_event_for_period: rules.required_count events within rules.period_days', async () => {
    const ch = await createChallenge(t, { type: 'api_event_for_period', rules: { event: 'coffee', period_days: 7, required_count: 3 } });
    const u = await acceptedBy(ch);
    // Back-dated to before acceptance: does not count.
    await partnerEvent({ event: 'coffee', phone: u.phone, occurred_at: new Date(Date.now() - 10 * DAY_MS).toISOString() });
    await partnerEvent({ event: 'coffee', phone: u.phone });
    const two = await partnerEvent({ event: 'coffee', phone: u.phone, quantity: 5 });
    expect(two.json().progressed).toEqual([{ challenge_id: ch.id, progress_dividend: 2, progress_divisor: 3, completed: false }]);
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body).toMatchObject({ progress_dividend: 2, progress_divisor: 3, state: 'default' });
    const three = await partnerEvent({ event: 'coffee', phone: u.phone });
    expect(three.json().progressed[0]).toMatchObject({ progress_dividend: 3, completed: true });
  });

  it('api_event_quantitative: quantities add up to the divisor', async () => {
    const ch = await createChallenge(t, {
      type: 'api_event_quantitative',
      progressDivisor: 100,
      rules: { event: 'eur_spent', target_quantity: 100 },
    });
    const u = await acceptedBy(ch);
    const first = await partnerEvent({ event: 'eur_spent', phone: u.phone, quantity: 30 });
    expect(first.json().progressed).toEqual([{ challenge_id: ch.id, progress_dividend: 30, progress_divisor: 100, completed: false }]);
    expect((await u.c.complete(ch.id, {})).body).toMatchObject({ status: 'pending', progress_dividend: 30, progress_divisor: 100 });
    const second = await partnerEvent({ event: 'eur_spent', phone: u.phone, quantity: 80 });
    expect(second.json().progressed[0]).toMatchObject({ progress_dividend: 110, completed: true });
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body).toMatchObject({ state: 'completed', progress_dividend: 110 });
  });
});
