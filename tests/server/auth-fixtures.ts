// What the phone sign-in tests share (auth-sms-codes, auth-rate-limits, auth-turnstile-prefixes and
// auth-waitlist-outbox.test.ts): the two calls of signing in by phone, each from its own address unless a
// test names one, the code read from /api/dev/outbox, and codes aged past the resend window.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { smsCodes } from '../../server/db/schema';
import type { TestApp } from './helpers';

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits only bite where a test wants them to. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let phoneCounter = 0;
export const nextPhone = () => `3706${String(1000000 + (phoneCounter += 1)).slice(-7)}`;

export async function requestCode(t: TestApp, body: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/user-side/loginUserByPhone', payload: body, remoteAddress: ip });
}

export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  expect(res.statusCode).toBe(200);
  const code = res.json()[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

export async function verify(t: TestApp, phone: string, code: string, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/user-side/verifySmsCode', payload: { phone, code }, remoteAddress: ip });
}

/** Lets the next code request through the 30-second resend window. */
export const ageCodes = (t: TestApp, phone: string, seconds: number) =>
  t.app.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone));
