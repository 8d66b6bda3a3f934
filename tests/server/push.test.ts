import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushTokens, users } from '../../server/db/schema';
import { createSession } from '../../server/services/auth/sessions';
import { signToken } from '../../server/services/auth/tokens';
import { createPushService } from '../../server/services/push/service';
import { MAX_TOKENS_PER_USER } from '../../server/services/push/tokens';
import { logPushTransport, type LogPushTransport } from '../../server/services/push/transport';
import { createTestApp, type TestApp } from './helpers';

const LANGUAGES = { languages: ['en', 'lt'], fallbackLanguage: 'en' };

let t: TestApp;
let seq = 0;

async function signedInUser(flags: Partial<typeof users.$inferInsert> = {}) {
  seq++;
  const [user] = await t.app.db
    .insert(users)
    .values({ phone: `3706000${String(seq).padStart(4, '0')}`, referralId: `ref-push-${seq}`, externalId: `ext-push-${seq}`, termsAcceptedAt: new Date(), ...flags })
    .returning();
  const session = await createSession(t.app.db, user!.id, 3600);
  const token = await signToken(t.app.authSecret, { userId: user!.id, sessionId: session.id }, 3600);
  return { id: user!.id, auth: { authorization: `Bearer ${token}` } };
}

const save = (auth: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user-side/savePushToken', headers: auth, payload: payload as object });

const tokensOf = async (userId: number) =>
  (await t.app.db.select().from(pushTokens).where(eq(pushTokens.userId, userId))).map((r) => r.token).sort();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /savePushToken', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user-side/savePushToken', payload: { token: 'abc', user_agent: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('stores the token with the user agent', async () => {
    const u = await signedInUser();
    const res = await save(u.auth, { token: 'token-a', user_agent: 'Chrome on Android' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.app.db.select().from(pushTokens).where(eq(pushTokens.token, 'token-a'));
    expect(row).toMatchObject({ userId: u.id, userAgent: 'Chrome on Android' });
  });

  it('saving the same token again keeps one row and refreshes it', async () => {
    const u = await signedInUser();
    await save(u.auth, { token: 'token-b', user_agent: 'one' });
    const [before] = await t.app.db.select().from(pushTokens).where(eq(pushTokens.token, 'token-b'));
    await new Promise((r) => setTimeout(r, 5));
    await save(u.auth, { token: 'token-b', user_agent: 'two' });
    const rows = await t.app.db.select().from(pushTokens).where(eq(pushTokens.token, 'token-b'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userAgent).toBe('two');
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('a token saved by another user moves to that user', async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    await save(first.auth, { token: 'shared-device', user_agent: 'x' });
    await save(second.auth, { token: 'shared-device', user_agent: 'x' });
    expect(await tokensOf(first.id)).toEqual([]);
    expect(await tokensOf(second.id)).toEqual(['shared-device']);
  });

  it('keeps only the newest tokens of a user', async () => {
    const u = await signedInUser();
    for (let i = 0; i < MAX_TOKENS_PER_USER + 3; i++) await save(u.auth, { token: `many-${String(i).padStart(2, '0')}`, user_agent: 'x' });
    const kept = await tokensOf(u.id);
    expect(kept).toHaveLength(MAX_TOKENS_PER_USER);
    expect(kept).toContain(`many-${String(MAX_TOKENS_PER_USER + 2).padStart(2, '0')}`);
    expect(kept).not.toContain('many-00');
  });

  it.each([
    [{ user_agent: 'x' }, 'token'],
    [{ token: '', user_agent: 'x' }, 'token'],
    [{ token: 'x'.repeat(4097), user_agent: 'x' }, 'token'],
    [{ token: 5, user_agent: 'x' }, 'token'],
  ])('rejects %j with a 400 naming the field', async (payload, field) => {
    const u = await signedInUser();
    const res = await save(u.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('ValidationError');
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('accepts a token of 4096 characters', async () => {
    const u = await signedInUser();
    const res = await save(u.auth, { token: 'y'.repeat(4096), user_agent: 'x' });
    expect(res.statusCode).toBe(200);
  });
});

describe('push service', () => {
  let transport: LogPushTransport;
  const message = { title: 'New challenge', body: 'Try it', route: '/en/challenge/1' };

  beforeEach(() => {
    transport = logPushTransport(t.app.log);
  });

  it('sends each kind only to users whose matching flag is on', async () => {
    const cases = [
      ['new_challenge', 'newChallengesNotification'],
      ['challenge_completion', 'challengeCompletionNotification'],
      ['news', 'userNewsNotification'],
      ['monthly_top', 'monthlyNotification'],
      ['new_friend', 'newFriendConnectedNotification'],
    ] as const;
    for (const [kind, flag] of cases) {
      const on = await signedInUser();
      const off = await signedInUser({ [flag]: false });
      await save(on.auth, { token: `on-${kind}`, user_agent: 'x' });
      await save(off.auth, { token: `off-${kind}`, user_agent: 'x' });
      const service = createPushService(t.app.db, transport, t.app.log, LANGUAGES);
      const result = await service.notifyUsers(kind, [on.id, off.id], message);
      expect(result).toEqual({ users: 1, sent: 1, invalid: 0 });
      // Tagged by topic, so the phone shows one notification per kind, the newest.
      expect(transport.messages[0]).toMatchObject({ tokens: [`on-${kind}`], message: { ...message, kind, tag: kind } });
    }
  });

  it('reaches every device of a user and skips deactivated users and users without tokens', async () => {
    const a = await signedInUser();
    const gone = await signedInUser({ deactivatedAt: new Date() });
    const silent = await signedInUser();
    await save(a.auth, { token: 'a-phone', user_agent: 'x' });
    await save(a.auth, { token: 'a-laptop', user_agent: 'x' });
    await t.app.db.insert(pushTokens).values({ userId: gone.id, token: 'gone-phone' });
    const service = createPushService(t.app.db, transport, t.app.log, LANGUAGES);
    const result = await service.notifyUsers('news', [a.id, gone.id, silent.id], message);
    expect(result).toEqual({ users: 1, sent: 2, invalid: 0 });
    expect(transport.messages[0]!.tokens.sort()).toEqual(['a-laptop', 'a-phone']);
  });

  it('renders a message per recipient, for example in their language', async () => {
    const en = await signedInUser({ language: 'en' });
    const lt = await signedInUser({ language: 'lt' });
    await save(en.auth, { token: 'en-token', user_agent: 'x' });
    await save(lt.auth, { token: 'lt-token', user_agent: 'x' });
    const service = createPushService(t.app.db, transport, t.app.log, LANGUAGES);
    await service.notifyUsers('news', [en.id, lt.id], ({ language }) => ({ title: language === 'lt' ? 'Naujiena' : 'News', body: '' }));
    const byTitle = Object.fromEntries(transport.messages.map((m) => [m.message.title, m.tokens]));
    expect(byTitle).toEqual({ News: ['en-token'], Naujiena: ['lt-token'] });
  });

  it('deletes tokens the push service reports invalid and keeps the others', async () => {
    const u = await signedInUser();
    await save(u.auth, { token: 'alive', user_agent: 'x' });
    await save(u.auth, { token: 'uninstalled', user_agent: 'x' });
    transport.rejectTokens.add('uninstalled');
    const service = createPushService(t.app.db, transport, t.app.log, LANGUAGES);
    const result = await service.notifyUsers('challenge_completion', [u.id], message);
    expect(result).toEqual({ users: 1, sent: 1, invalid: 1 });
    expect(await tokensOf(u.id)).toEqual(['alive']);
  });

  it('logs and swallows transport failures', async () => {
    const u = await signedInUser();
    await save(u.auth, { token: 'boom', user_agent: 'x' });
    const failing = { name: 'failing', send: async () => Promise.reject(new Error('network down')) };
    const service = createPushService(t.app.db, failing, t.app.log, LANGUAGES);
    await expect(service.notifyUsers('news', [u.id], message)).resolves.toMatchObject({ sent: 0 });
    expect(await tokensOf(u.id)).toEqual(['boom']);
  });

  it('does nothing for an empty recipient list', async () => {
    const service = createPushService(t.app.db, transport, t.app.log, LANGUAGES);
    expect(await service.notifyUsers('news', [], message)).toEqual({ users: 0, sent: 0, invalid: 0 });
    expect(transport.messages).toHaveLength(0);
  });
});
