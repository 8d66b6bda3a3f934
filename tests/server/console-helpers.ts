// Helpers for the console tests: staff accounts made straight in the database, signed in through the API.
import { expect } from 'vitest';
import type { StaffRole } from '../../server/db/schema';
import { createStaff } from '../../server/services/staff/accounts';
import type { TestApp } from './helpers';

export const ADMIN = { email: 'Boss@Example.test', password: 'first-admin-password' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

let counter = 0;
/** Each sign-in from its own address, so the per-IP limit stays out of the way unless a test wants it. */
export const nextIp = () => `10.91.${(++counter >> 8) & 255}.${counter & 255}`;

export interface SignedInStaff {
  id: number;
  email: string;
  headers: { authorization: string };
}

export function signIn(t: TestApp, email: string, password: string, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/console/sign-in', remoteAddress, payload: { email, password } });
}

export async function signInAs(t: TestApp, email: string, password: string): Promise<SignedInStaff> {
  const res = await signIn(t, email, password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { id: body.staff.id, email: body.staff.email, headers: { authorization: `Bearer ${body.token}` } };
}

export async function staffWithRole(t: TestApp, role: StaffRole): Promise<SignedInStaff> {
  const email = `${role}-${++counter}@example.test`;
  const password = `${role}-password-${counter}`;
  await createStaff(t.database.db, { email, password, role });
  return signInAs(t, email, password);
}

export const consoleCall = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) => t.app.inject({ method, url: `/api/console${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
