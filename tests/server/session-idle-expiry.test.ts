// Sessions' idle expiry: what checkUserSession reports without renewing it, the renewal other calls make
// (batched, and never moving back a session another process renewed), touchSession, and the purge of ended
// sessions and old codes.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, smsCodes } from '../../server/db/schema';
import { purgeExpiredSessions, touchSession } from '../../server/services/auth/sessions';
import { purgeOldCodes } from '../../server/services/auth/sms-codes';
import type { TestApp } from './helpers';
import { get, secondsFromNow, setSession, signUp } from './session-fixtures';
import { openApp } from './user-session';

describe('tokens and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ SESSION_IDLE_SECONDS: '1800' });
  });
  afterAll(() => t.close());

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
