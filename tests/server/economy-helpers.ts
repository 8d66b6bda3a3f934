// Helpers for the economy tests: members signed up through the real SMS flow, points given through
// the partner call, prizes written straight into the database.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { prizeCategories, prizes, promoCodes, users } from '../../server/db/schema';
import type { TestApp } from './helpers';

export const PARTNER = { authorization: 'Bearer demo-partner-key' };

export interface Member {
  id: number;
  phone: string;
  token: string;
  headers: { authorization: string };
}

let ipCounter = 0;
/** Each member signs up from its own address, so the per-IP sign-in limits never get in the way. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

let phoneCounter = 0;
export const newPhone = () => {
  phoneCounter += 1;
  return `3706${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
};

/** loginUserByPhone with a name, the code from the dev outbox, verifySmsCode, acceptTerms (+30). */
export async function signUp(t: TestApp, name = 'Test', surname = 'Member', phone = newPhone()): Promise<Member> {
  const remoteAddress = nextIp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user-side/loginUserByPhone',
    remoteAddress,
    payload: { phone, name, surname },
  });
  expect(login.statusCode, login.body).toBe(200);
  const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  const code = outbox.json()[0].code as string;
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/user-side/verifySmsCode',
    remoteAddress,
    payload: { phone, code },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  const token = verify.json().token as string;
  const headers = { authorization: `Bearer ${token}` };
  const accept = await t.app.inject({ method: 'POST', url: '/api/user-side/acceptTerms', headers });
  expect(accept.statusCode, accept.body).toBe(200);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { id: row!.id, phone, token, headers };
}

/** POST /api/partner/points (manual_award). */
export async function givePoints(t: TestApp, member: Pick<Member, 'phone'>, points: number, title = 'Test points') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/partner/points',
    headers: PARTNER,
    payload: { phone: member.phone, points, title },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; points: number; balance: number };
}

export async function balanceOf(t: TestApp, member: Pick<Member, 'headers'>): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserPoints', headers: member.headers });
  return res.json() as number;
}

export async function createCategory(t: TestApp, name = 'Coffee', sortOrder = 0) {
  const [row] = await t.database.db
    .insert(prizeCategories)
    .values({ name: { en: name, lt: `${name} (lt)` }, sortOrder })
    .returning();
  return row!;
}

export async function createPrize(t: TestApp, values: Partial<typeof prizes.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(prizes)
    .values({
      name: { en: 'Coffee voucher', lt: 'Kavos kuponas' },
      description: { en: '<p>One coffee.</p>', lt: '<p>Vienas kavos puodelis.</p>' },
      value: 100,
      ...values,
    })
    .returning();
  return row!;
}

export async function createPromoCode(t: TestApp, values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  const [row] = await t.database.db
    .insert(promoCodes)
    .values({ points: 10, ...values })
    .returning();
  return row!;
}

export const post = (t: TestApp, member: Pick<Member, 'headers'> | null, url: string, payload: unknown, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: url.startsWith('/') ? url : `/api/user-side/${url}`,
    headers: { ...(member?.headers ?? {}), ...headers },
    payload: payload as Record<string, unknown>,
  });

export const get = (t: TestApp, member: Pick<Member, 'headers'> | null, url: string) =>
  t.app.inject({
    method: 'GET',
    url: url.startsWith('/') ? url : `/api/user-side/${url}`,
    headers: member?.headers ?? {},
  });

/** Asserts the answer is an error with this status and error_code, and returns its body. */
export function expectError(res: { statusCode: number; body: string }, status: number, errorCode: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as { error_code: string; message: string; field?: string };
  expect(body.error_code).toBe(errorCode);
  return body;
}
