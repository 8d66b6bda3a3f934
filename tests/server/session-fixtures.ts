// What the session tests share (session-tokens, session-idle-expiry and session-access-gate.test.ts): members
// signed up through the real calls, each from its own address, and session rows changed as another process or
// an operator would, the change heard by the app before the test goes on.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import type { TestApp } from './helpers';

let phoneCounter = 0;
let ipCounter = 0;
export const nextIp = () => `10.30.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;

/** Signs up a fresh user through the real calls and returns its token and user id. */
export async function signUp(t: TestApp): Promise<{ phone: string; token: string; userId: number; sessionId: string; auth: Record<string, string> }> {
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

export const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/**
 * Changes a session row as another process or an operator would, and waits until the database's word
 * of it (NOTIFY session_ended) has reached the app, which keeps sessions in memory.
 */
export async function setSession(t: TestApp, id: string, values: { expiresAt?: Date; lastSeenAt?: Date }): Promise<void> {
  await changeHeard(t, () => t.app.db.update(sessions).set(values).where(eq(sessions.id, id)));
}

export async function changeHeard(t: TestApp, change: () => PromiseLike<unknown>): Promise<void> {
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

export const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);
