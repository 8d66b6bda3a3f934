// Tokens and sessions: 401 for missing, bad, forged or expired tokens and deactivated users, 419 for ended
// sessions (gone, logged out, past the idle expiry, or named by another user's token), and logout.
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { changeHeard, get, secondsFromNow, setSession, signUp } from './session-fixtures';
import { openApp } from './user-session';

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
});
