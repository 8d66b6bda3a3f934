// The challenge types the server confirms by a message: e-mail (a link) and phone (an SMS code).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { createChallenge, openApp, signUpUser } from './user-session';
import { expectError, verifierChecks } from './verifier-checks';

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const { db, userRow, acceptedBy } = verifierChecks(() => t);

describe('email_confirmation', () => {
  const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json();
  const link = (text: string, page: string) => {
    const match = text.match(new RegExp(`(http://localhost:8080/(\\w+)/${page}\\?token=([\\w-]+))`));
    expect(match, text).not.toBeNull();
    return { url: match![1]!, lang: match![2]!, token: match![3]! };
  };

  it('mails a link; opening it completes the challenge and confirms the address', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation', points: 25 });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { email: 'not-an-email' }), 400, 'ValidationError', 'answer.email');

    const sent = await u.c.complete(ch.id, { email: ' Ann.Walker@Example.com ' });
    expect(sent.body).toMatchObject({
      status: 'pending',
      sent_to: 'ann.walker@example.com',
      resend_after: 60,
      challenge: { state: 'pending', accepted: true },
    });
    const mails = await outbox('ann.walker@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'email', to: 'ann.walker@example.com' });
    const confirm = link(mails[0].text, 'email-confirmation');
    expect(confirm.lang).toBe('en');
    expect(mails[0].code).toBe(confirm.token);

    // Asking again at once sends nothing new.
    const again = await u.c.complete(ch.id, { email: 'ann.walker@example.com' });
    expect(again.body.status).toBe('pending');
    expect(await outbox('ann.walker@example.com')).toHaveLength(1);

    const opened = await t.app.inject({ method: 'GET', url: `/api/user-side/confirmEmail?token=${confirm.token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ success: true, email: 'ann.walker@example.com', completed_challenge_ids: [ch.id] });
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('completed');
    expect(await userRow(u.id)).toMatchObject({ email: 'ann.walker@example.com' });
    expect((await userRow(u.id)).emailConfirmedAt).toBeInstanceOf(Date);
    const achievements = await u.c.get('getUserNotCollectedAchievements');
    expect(achievements.body.map((a: { challenge_id: number }) => a.challenge_id)).toContain(ch.id);

    // The same link again answers the same, completing nothing more.
    const reopened = await t.app.inject({ method: 'GET', url: `/api/user-side/confirmEmail?token=${confirm.token}` });
    expect(reopened.json()).toEqual({ success: true, email: 'ann.walker@example.com', completed_challenge_ids: [] });
    await expectError(await u.c.complete(ch.id, { email: 'ann.walker@example.com' }), 400, 'ChallengeNotAvailable');

    // The unsubscribe link of the same mail: opening it (as a mail scanner does) changes nothing.
    const unsubscribe = link(mails[0].text, 'email-unsubscribe');
    const opened1 = await t.app.inject({ method: 'GET', url: `/api/user-side/unsubscribeEmail?token=${unsubscribe.token}` });
    expect(opened1.json()).toEqual({ email: 'ann.walker@example.com', unsubscribed: false });
    expect((await userRow(u.id)).emailUnsubscribedAt).toBeNull();
    // The tap on the page's button posts the token.
    const off = await t.app.inject({ method: 'POST', url: '/api/user-side/unsubscribeEmail', payload: { token: unsubscribe.token } });
    expect(off.json()).toEqual({ success: true, email: 'ann.walker@example.com' });
    expect((await userRow(u.id)).emailUnsubscribedAt).toBeInstanceOf(Date);
    const opened2 = await t.app.inject({ method: 'GET', url: `/api/user-side/unsubscribeEmail?token=${unsubscribe.token}` });
    expect(opened2.json()).toEqual({ email: 'ann.walker@example.com', unsubscribed: true });
  });

  it('carries List-Unsubscribe and List-Unsubscribe-Post, and the one-click POST of RFC 8058 unsubscribes', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    await u.c.complete(ch.id, { email: 'one.click@example.com' });
    const [mail] = await outbox('one.click@example.com');
    const token = link(mail.text, 'email-unsubscribe').token;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:8080/api/user-side/unsubscribeEmail?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The mail names the programme, not a generic word.
    expect(mail.text).toContain('Rewards: confirm your email address');
    expect(mail.text).not.toContain('Loyalty');

    const address = /<(http[^>]+)>/.exec(mail.headers['List-Unsubscribe'])![1]!;
    const { pathname, search } = new URL(address);
    // What a mail client sends: a form body, no cookie, no sign-in.
    const res = await t.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, email: 'one.click@example.com' });
    expect((await userRow(u.id)).emailUnsubscribedAt).toBeInstanceOf(Date);

    // A wrong token is refused in words.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/unsubscribeEmail?token=NotARealToken123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe('EmailTokenInvalid');
  });

  it('sends the link in the request language', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/completeUserChallenge?lang=lt',
      headers: u.headers,
      payload: { challenge_id: ch.id, answer: { email: 'lt-user@example.com' } },
    });
    expect(res.json().status).toBe('pending');
    const [mail] = await outbox('lt-user@example.com');
    expect(mail.text).toContain('Patvirtinkite');
    expect(link(mail.text, 'email-confirmation').lang).toBe('lt');
  });

  it('refuses unknown and expired links', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    await u.c.complete(ch.id, { email: 'late@example.com' });
    const [mail] = await outbox('late@example.com');
    const { token } = link(mail.text, 'email-confirmation');
    const bogus = await t.app.inject({ method: 'GET', url: '/api/user-side/confirmEmail?token=aaaaaaaaaaaaaaaaaaaa' });
    await expectError({ status: bogus.statusCode, body: bogus.json() }, 400, 'EmailTokenInvalid');
    const missing = await t.app.inject({ method: 'GET', url: '/api/user-side/confirmEmail' });
    expect(missing.statusCode).toBe(400);
    await db().update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.token, token));
    const expired = await t.app.inject({ method: 'GET', url: `/api/user-side/confirmEmail?token=${token}` });
    await expectError({ status: expired.statusCode, body: expired.json() }, 400, 'EmailTokenExpired');
    expect((await u.c.get(`getUserChallenge/${ch.id}`)).body.state).toBe('pending');
  });

  it('completes at once for an address the user has confirmed already', async () => {
    const ch = await createChallenge(t, { type: 'email_confirmation' });
    const u = await acceptedBy(ch);
    await db().update(users).set({ email: 'known@example.com', emailConfirmedAt: new Date() }).where(eq(users.id, u.id));
    expect((await u.c.complete(ch.id, { email: 'Known@example.com' })).body.status).toBe('completed');
  });
});

describe('phone_confirmation', () => {
  const lastSms = async (phone: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json()[0];

  it('sends a code by SMS and completes with it; wrong codes count attempts', async () => {
    const ch = await createChallenge(t, { type: 'phone_confirmation' });
    const u = await acceptedBy(ch);
    await expectError(await u.c.complete(ch.id, { phone: '12' }), 400, 'ValidationError', 'answer.phone');
    await expectError(await u.c.complete(ch.id, { phone: '37060000999' }), 400, 'ValidationError', 'answer.phone');

    const sent = await u.c.complete(ch.id, { phone: `+${u.phone}` });
    expect(sent.body).toMatchObject({ status: 'pending', sent_to: u.phone, resend_after: 30, challenge: { state: 'pending' } });
    const sms = await lastSms(u.phone);
    expect(sms).toMatchObject({ kind: 'phone_confirmation' });
    expect(sms.code).toMatch(/^\d{6}$/);

    await expectError(await u.c.complete(ch.id, { phone: u.phone, code: '12' }), 400, 'ValidationError', 'answer.code');
    const wrong = await u.c.complete(ch.id, { phone: u.phone, code: sms.code === '000000' ? '111111' : '000000' });
    await expectError(wrong, 400, 'SmsCodeInvalid');
    expect(wrong.body.attempts_left).toBe(4);
    const right = await u.c.complete(ch.id, { phone: u.phone, code: sms.code });
    expect(right.body.status).toBe('completed');
  });

  it('refuses a phone that belongs to another account', async () => {
    const ch = await createChallenge(t, { type: 'phone_confirmation' });
    const u = await acceptedBy(ch);
    const other = await signUpUser(t);
    await db().update(users).set({ phone: null }).where(eq(users.id, u.id));
    await expectError(await u.c.complete(ch.id, { phone: other.phone }), 400, 'OtherUserHasSamePhone');
  });
});
