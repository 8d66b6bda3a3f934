// Tokens and sessions: 401 for missing, bad or expired tokens, 419 for ended sessions, the idle
// expiry that checkUserSession reports and other calls renew, touchSession, logout, and the
// limited-access gate.
import { SignJWT } from 'jose';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, smsCodes, users } from '../../server/db/schema';
import { purgeExpiredSessions, touchSession } from '../../server/services/auth/sessions';
import { purgeOldCodes } from '../../server/services/auth/sms-codes';
import { createTestApp, type TestApp } from './helpers';

// Until server/db/client.ts listens for pool errors: the helper's DROP DATABASE ... WITH (FORCE)
// ends connections pg-pool is still closing, and an unheard pool 'error' would fail the run.
async function openApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  const pool = (t.database.db as unknown as { $client?: { on?: (event: string, fn: () => void) => void } }).$client;
  if (t.database.kind === 'postgres') pool?.on?.('error', () => {});
  return t;
}

let phoneCounter = 0;
let ipCounter = 0;
const nextIp = () => `10.30.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;

/** Signs up a fresh user through the real calls and returns its token and user id. */
async function signUp(t: TestApp): Promise<{ phone: string; token: string; userId: number; sessionId: string; auth: Record<string, string> }> {
  const phone = `3706${String(2000000 + (phoneCounter += 1)).slice(-7)}`;
  const ip = nextIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/user-side/loginUserByPhone',
    payload: { phone, name: 'Test', surname: 'User' },
    remoteAddress: ip,
  });
  expect(sent.statusCode).toBe(200);
  const [message] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-side/verifySmsCode',
    payload: { phone, code: message.code },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  const token: string = res.json().token;
  const [user] = await t.app.db.select().from(users).where(eq(users.phone, phone));
  const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user!.id));
  return { phone, token, userId: user!.id, sessionId: session!.id, auth: { authorization: `Bearer ${token}` } };
}

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/**
 * Changes a session row as another process or an operator would, and waits until the database's word
 * of it (NOTIFY session_ended) has reached the app, which keeps sessions in memory.
 */
async function setSession(t: TestApp, id: string, values: { expiresAt?: Date; lastSeenAt?: Date }): Promise<void> {
  await changeHeard(t, () => t.app.db.update(sessions).set(values).where(eq(sessions.id, id)));
}

async function changeHeard(t: TestApp, change: () => PromiseLike<unknown>): Promise<void> {
  let heard!: () => void;
  const notified = new Promise<void>((resolve) => (heard = resolve));
  // Registered after the app's own listener on the same connection, so the app has heard it first.
  const stop = await t.database.listen('session_ended', () => heard());
  try {
    await change();
    await Promise.race([notified, new Promise((_, reject) => setTimeout(() => reject(new Error('no session_ended notification')), 5000))]);
  } finally {
    await stop();
  }
}

const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);

describe('tokens and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ SESSION_IDLE_SECONDS: '1800' });
  });
  afterAll(() => t.close());

  it('answers 401 Unauthorized without a token or with a bad one', async () => {
    const { token } = await signUp(t);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const authorization of [undefined, 'Bearer', 'Bearer nonsense', `Basic ${token}`, `Bearer ${forged}`]) {
      const res = await get(t, '/api/user-side/getUserPoints', authorization ? { authorization } : {});
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error_code).toBe('Unauthorized');
    }
  });

  it('answers 401 for a token past its exp claim', async () => {
    const { userId, sessionId } = await signUp(t);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(t.app.authSecret);
    const res = await get(t, '/api/user-side/getUserData', { authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('Unauthorized');
  });

  it('answers 401 for a token signed with another key or without exp', async () => {
    const { userId, sessionId } = await signUp(t);
    const otherKey = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key!'));
    const noExp = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .sign(t.app.authSecret);
    for (const token of [otherKey, noExp]) {
      expect((await get(t, '/api/user-side/getUserData', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('answers 419 SessionExpired once the idle expiry has passed', async () => {
    const { auth, sessionId } = await signUp(t);
    expect((await get(t, '/api/user-side/getUserPoints', auth)).statusCode).toBe(200);
    await setSession(t, sessionId, { expiresAt: secondsFromNow(-1) });
    for (const url of ['/api/user-side/getUserPoints', '/api/user-side/checkUserSession', '/api/touchSession']) {
      const res = await get(t, url, auth);
      expect(res.statusCode, url).toBe(419);
      expect(res.json().error_code).toBe('SessionExpired');
    }
  });

  it('answers 419 when the session row is gone', async () => {
    const { auth, sessionId } = await signUp(t);
    expect((await get(t, '/api/user-side/getUserData', auth)).statusCode).toBe(200);
    await changeHeard(t, () => t.app.db.delete(sessions).where(eq(sessions.id, sessionId)));
    expect((await get(t, '/api/user-side/getUserData', auth)).statusCode).toBe(419);
  });

  it('ends the session on logout', async () => {
    const { auth } = await signUp(t);
    const other = await signUp(t);
    const res = await get(t, '/api/user-side/logoutUser', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await get(t, '/api/user-side/getUserData', auth);
    expect(after.statusCode).toBe(419);
    expect((await get(t, '/api/user-side/logoutUser', auth)).statusCode).toBe(419);
    // Other sessions are untouched.
    expect((await get(t, '/api/user-side/getUserData', other.auth)).statusCode).toBe(200);
  });

  it('counts down in checkUserSession without extending the session', async () => {
    const { auth, sessionId } = await signUp(t);
    const first = await get(t, '/api/user-side/checkUserSession', auth);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toBeGreaterThan(1790);
    expect(first.json()).toBeLessThanOrEqual(1800);

    await setSession(t, sessionId, { expiresAt: secondsFromNow(250), lastSeenAt: secondsFromNow(-600) });
    const second = (await get(t, '/api/user-side/checkUserSession', auth)).json();
    expect(second).toBeGreaterThan(240);
    expect(second).toBeLessThanOrEqual(250);
    // Asking again did not renew it.
    const third = (await get(t, '/api/user-side/checkUserSession', auth)).json();
    expect(third).toBeLessThanOrEqual(250);
  });

  it('renews the idle expiry on other signed-in calls, at most once per 30 seconds', async () => {
    const { auth, sessionId } = await signUp(t);
    // Seen just now: a call does not write again.
    await setSession(t, sessionId, { expiresAt: secondsFromNow(100), lastSeenAt: new Date() });
    await get(t, '/api/user-side/getUserPoints', auth);
    expect((await get(t, '/api/user-side/checkUserSession', auth)).json()).toBeLessThanOrEqual(100);
    // Seen a minute ago: the call renews the full idle time.
    await setSession(t, sessionId, { expiresAt: secondsFromNow(100), lastSeenAt: secondsFromNow(-60) });
    await get(t, '/api/user-side/getUserPoints', auth);
    expect((await get(t, '/api/user-side/checkUserSession', auth)).json()).toBeGreaterThan(1790);
  });

  it('renews sessions due at the same time together, each with its own times', async () => {
    const members = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    const due = members.map((m, k) => ({ id: m.sessionId, lastSeenAt: secondsFromNow(-60 - k), expiresAt: secondsFromNow(100) }));
    await Promise.all(due.map((session) => setSession(t, session.id, session)));
    // The first goes out alone, the three made while it is in flight in one statement.
    const idle = [600, 700, 800, 900];
    const expiries = await Promise.all(due.map((session, k) => touchSession(t.app.db, session, idle[k]!)));
    const rows = await t.app.db.select().from(sessions).where(inArray(sessions.id, due.map((d) => d.id)));
    for (const [k, session] of due.entries()) {
      const row = rows.find((r) => r.id === session.id)!;
      expect(row.expiresAt).toEqual(expiries[k]);
      expect(row.expiresAt.getTime()).toBeGreaterThan(secondsFromNow(idle[k]! - 10).getTime());
      expect(row.lastSeenAt).toEqual(session.lastSeenAt);
      expect(Math.abs(row.lastSeenAt.getTime() - Date.now())).toBeLessThan(10_000);
    }
  });

  it('leaves a session as it is when another process renewed it later', async () => {
    const { auth, sessionId } = await signUp(t);
    await setSession(t, sessionId, { expiresAt: secondsFromNow(100), lastSeenAt: secondsFromNow(-60) });
    // This process keeps the session as it is now: seen a minute ago, so its next call renews it.
    expect((await get(t, '/api/user-side/checkUserSession', auth)).json()).toBeLessThanOrEqual(100);
    // Meanwhile another process renewed it (both moved on: no word of it reaches this process).
    const later = { lastSeenAt: secondsFromNow(60), expiresAt: secondsFromNow(5000) };
    await t.app.db.update(sessions).set(later).where(eq(sessions.id, sessionId));
    let ended = 0;
    const stop = await t.database.listen('session_ended', () => (ended += 1));
    try {
      expect((await get(t, '/api/user-side/getUserPoints', auth)).statusCode).toBe(200);
      const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect(row!.lastSeenAt.getTime()).toBe(later.lastSeenAt.getTime());
      expect(row!.expiresAt.getTime()).toBe(later.expiresAt.getTime());
      // Moving the times back would have told every process that the session ended.
      await new Promise((r) => setTimeout(r, 200));
      expect(ended).toBe(0);
    } finally {
      await stop();
    }
  });

  it('extends the session with touchSession, and answers remaining null without a token', async () => {
    const { auth, sessionId } = await signUp(t);
    await setSession(t, sessionId, { expiresAt: secondsFromNow(120), lastSeenAt: new Date() });
    const res = await get(t, '/api/touchSession', auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().ok).toBe(true);
    expect(res.json().remaining).toBeGreaterThan(1790);
    expect((await get(t, '/api/user-side/checkUserSession', auth)).json()).toBeGreaterThan(1790);

    const anonymous = await get(t, '/api/touchSession');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.json()).toEqual({ ok: true, remaining: null });
  });

  it('answers 401 for a deactivated user', async () => {
    const { auth, userId } = await signUp(t);
    await t.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
    const res = await get(t, '/api/user-side/getUserData', auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('Unauthorized');
  });

  it('keeps sessions of the same user independent', async () => {
    const { auth, sessionId } = await signUp(t);
    expect((await get(t, '/api/user-side/getUserData', auth)).statusCode).toBe(200);
    // A token naming the session of another user is refused.
    const other = await signUp(t);
    const mixed = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(other.userId))
      .setExpirationTime('1h')
      .sign(t.app.authSecret);
    expect((await get(t, '/api/user-side/getUserData', { authorization: `Bearer ${mixed}` })).statusCode).toBe(419);
  });
  it('purges sessions that ended over a day ago and codes older than a day', async () => {
    const old = await signUp(t);
    const recent = await signUp(t);
    await setSession(t, old.sessionId, { expiresAt: secondsFromNow(-2 * 86400) });
    await setSession(t, recent.sessionId, { expiresAt: secondsFromNow(-60) });
    await t.app.db.update(smsCodes).set({ createdAt: secondsFromNow(-2 * 86400) }).where(eq(smsCodes.phone, old.phone));
    await purgeExpiredSessions(t.app.db);
    await purgeOldCodes(t.app.db);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.id, old.sessionId))).toHaveLength(0);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.id, recent.sessionId))).toHaveLength(1);
    expect(await t.app.db.select().from(smsCodes).where(eq(smsCodes.phone, old.phone))).toHaveLength(0);
    expect(await t.app.db.select().from(smsCodes).where(eq(smsCodes.phone, recent.phone))).toHaveLength(1);
    // A recently ended session still answers 419.
    expect((await get(t, '/api/user-side/getUserData', recent.auth)).statusCode).toBe(419);
  });
});

describe('limited-access gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ ACCESS_LOGIN: 'preview', ACCESS_PASSWORD: 's3cret pass' });
  });
  afterAll(() => t.close());

  const login = (body: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/user-side/auth', payload: body as object, remoteAddress: ip });

  it('blocks user-side calls with 403 AccessDenied until the gate is passed', async () => {
    for (const [method, url] of [
      ['GET', '/api/user-side/getUserData'],
      ['POST', '/api/user-side/loginUserByPhone'],
      ['GET', '/api/user-side/checkUserSession?x=1'],
      // The router decodes the path: an encoded one reaches the same handlers and is gated the same.
      ['POST', '/api/user%2Dside/loginUserByPhone'],
      ['GET', '/api/u%73er-side/getUserData'],
      ['GET', '/api/user-side/getOwner/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { phone: '37060000000' } : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error_code).toBe('AccessDenied');
    }
    // getSettings and the gate itself stay open (getSettings belongs to another module, so only "not 403").
    expect((await get(t, '/api/user-side/getSettings')).statusCode).not.toBe(403);
    expect((await get(t, '/api/touchSession')).statusCode).toBe(200);
    // Apple's cross-site form POST arrives without the gate's cookie; what it leads to stays gated.
    expect((await t.app.inject({ method: 'POST', url: '/api/user-side/auth/apple', payload: {} })).statusCode).not.toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/user-side/connectAppleUser', payload: { code: 'x' } })).statusCode).toBe(403);
  });

  it('answers 403 AccessDenied for wrong credentials and 400 for missing ones', async () => {
    for (const body of [
      { login: 'preview', pass: 'wrong' },
      { login: 'other', pass: 's3cret pass' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error_code).toBe('AccessDenied');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const missing = await login({ login: '  ', pass: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 'ValidationError', field: 'login' });
  });

  it('sets a signed httpOnly cookie that opens the user-side calls', async () => {
    const res = await login({ login: ' preview ', pass: 's3cret pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^access=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = res.cookies.find((c) => c.name === 'access')!;

    const open = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserData', cookies: { access: cookie.value } });
    expect(open.statusCode).toBe(401);

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user-side/getUserData',
      cookies: { access: `${cookie.value.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('limits gate logins per IP address', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await login({ login: 'preview', pass: `guess${i}` }, ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('gate off', () => {
  it('lets everything through and accepts /auth as a no-op', async () => {
    const t = await openApp();
    try {
      expect((await get(t, '/api/user-side/getUserData')).statusCode).toBe(401);
      const res = await t.app.inject({ method: 'POST', url: '/api/user-side/auth', payload: { login: 'a', pass: 'b' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
