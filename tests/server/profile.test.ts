// Profile calls: notification flags (and the pushes they gate), a new e-mail address confirmed by a
// mailed link, and deactivating the account (every session ends).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokens, sessions, users } from '../../server/db/schema';
import { createSession } from '../../server/services/auth/sessions';
import { signToken } from '../../server/services/auth/tokens';
import { createPushService } from '../../server/services/push/service';
import { logPushTransport } from '../../server/services/push/transport';
import type { TestApp } from './helpers';
import { api, openApp, signUpUser } from './user-session';

const LANGUAGES = { languages: ['en', 'lt'], fallbackLanguage: 'en' };

let t: TestApp;
beforeAll(async () => {
  t = await openApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/user-side/${url}`, headers, payload: payload as Record<string, unknown> });

const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as Array<{
    kind: string;
    text: string;
    code: string | null;
  }>;

describe('saveNotificationSettings', () => {
  it('changes only the flags given, for the signed-in user only', async () => {
    const member = await signUpUser(t);
    const other = await signUpUser(t);
    const res = await api(t, member).post('saveNotificationSettings', { user_news_notification: false, monthly_notification: false });
    expect(res).toEqual({ status: 200, body: { success: true } });
    const data = (await api(t, member).get('getUserData')).body;
    expect(data).toMatchObject({
      monthly_notification: false,
      challenge_completion_notification: true,
      new_challenges_notification: true,
      user_news_notification: false,
      new_friend_connected_notification: true,
    });
    await api(t, member).post('saveNotificationSettings', { monthly_notification: true });
    expect((await api(t, member).get('getUserData')).body).toMatchObject({ monthly_notification: true, user_news_notification: false });
    expect((await api(t, other).get('getUserData')).body).toMatchObject({ monthly_notification: true, user_news_notification: true });
  });

  it('drives which pushes reach the user (docs/architecture.md (push))', async () => {
    const member = await signUpUser(t);
    await t.database.db.insert(pushTokens).values({ userId: member.id, token: `token-${member.id}` });
    const transport = logPushTransport(t.app.log);
    const push = createPushService(t.database.db, transport, t.app.log, LANGUAGES);
    const message = { title: 'News', body: 'Read it', route: '/en/news/1' };
    expect((await push.notifyUsers('news', [member.id], message)).sent).toBe(1);
    await api(t, member).post('saveNotificationSettings', { user_news_notification: false });
    expect((await push.notifyUsers('news', [member.id], message)).sent).toBe(0);
    expect((await push.notifyUsers('new_challenge', [member.id], message)).sent).toBe(1);
  });

  it('rejects empty, unknown and non-boolean input naming the field', async () => {
    const member = await signUpUser(t);
    const empty = await post('saveNotificationSettings', {}, member.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_code).toBe('ValidationError');
    const unknown = await post('saveNotificationSettings', { sms_notification: true }, member.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_code).toBe('ValidationError');
    const wrong = await post('saveNotificationSettings', { monthly_notification: 'no' }, member.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: 'ValidationError', field: 'monthly_notification' });
  });

  it('needs a signed-in user (401 before validation)', async () => {
    expect((await post('saveNotificationSettings', { monthly_notification: 'x' })).statusCode).toBe(401);
  });
});

describe('saveEmail', () => {
  it('mails a confirmation link; the address becomes the user’s once it is opened', async () => {
    const member = await signUpUser(t);
    const res = await api(t, member).post('saveEmail', { email: '  Jonas.Member@Example.com ' });
    expect(res).toEqual({ status: 200, body: { success: true, sent_to: 'jonas.member@example.com', resend_after: 60 } });

    // Not the user's address before confirmation.
    expect((await api(t, member).get('getUserData')).body).toMatchObject({ primary_email: null, email_confirmed: false });

    const [mail] = await outbox('jonas.member@example.com');
    expect(mail!.text).toContain('/email-confirmation?token=');
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/user-side/confirmEmail?token=${mail!.code}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await api(t, member).get('getUserData')).body).toMatchObject({ primary_email: 'jonas.member@example.com', email_confirmed: true });

    const again = await api(t, member).post('saveEmail', { email: 'jonas.member@example.com' });
    expect(again.status).toBe(400);
    expect(again.body.error_code).toBe('EmailAlreadyConfirmed');
  });

  it('sends at most one mail a minute to the same address', async () => {
    const member = await signUpUser(t);
    expect((await api(t, member).post('saveEmail', { email: 'twice@example.com' })).status).toBe(200);
    const second = await post('saveEmail', { email: 'twice@example.com' }, member.headers);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error_code: 'TooManyRequests', retry_after: expect.any(Number) });
    expect(second.headers['retry-after']).toBeDefined();
    expect(await outbox('twice@example.com')).toHaveLength(1);
  });

  it('rejects a bad address naming the field, and visitors', async () => {
    const member = await signUpUser(t);
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(200)}@example.com`]) {
      const res = await post('saveEmail', { email }, member.headers);
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: 'email' });
    }
    expect((await post('saveEmail', {}, member.headers)).json()).toMatchObject({ field: 'email' });
    expect((await post('saveEmail', { email: 'visitor@example.com' })).statusCode).toBe(401);
  });
});

describe('deactivateUser', () => {
  it('needs confirm: true', async () => {
    const member = await signUpUser(t);
    for (const payload of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const res = await post('deactivateUser', payload, member.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'ValidationError', field: 'confirm' });
    }
    expect((await api(t, member).get('getUserData')).status).toBe(200);
  });

  it('deactivates the account and ends every session of it, and only of it', async () => {
    const member = await signUpUser(t, 'Leaving');
    // A second device of the same member.
    const session = await createSession(t.database.db, member.id, 3600);
    const secondDevice = { authorization: `Bearer ${await signToken(t.app.authSecret, { userId: member.id, sessionId: session.id }, 3600)}` };
    expect((await api(t, { headers: secondDevice }).get('getUserData')).status).toBe(200);
    await t.database.db.insert(pushTokens).values({ userId: member.id, token: `leaving-${member.id}` });
    const bystander = await signUpUser(t);

    expect(await api(t, member).post('deactivateUser', { confirm: true })).toEqual({ status: 200, body: { success: true } });

    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user!.deactivatedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect(await t.database.db.select().from(pushTokens).where(eq(pushTokens.userId, member.id))).toHaveLength(0);
    for (const headers of [member.headers, secondDevice]) {
      const after = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserData', headers });
      expect([401, 419]).toContain(after.statusCode);
    }
    expect((await api(t, bystander).get('getUserData')).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await post('deactivateUser', { confirm: true })).statusCode).toBe(401);
  });
});
