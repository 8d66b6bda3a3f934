// The console API: who may call what (anonymous 401; members' tokens, and roles outside a call's, 403),
// sign-in without account enumeration, the lock-out (more in console-sign-in-lockout.test.ts), sessions, and the first admin from the environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSignInFailures } from '../../server/db/schema';
import { ensureEnvAdmin } from '../../server/services/staff/accounts';
import { ADMIN, ADMIN_ENV, consoleCall, signIn, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { expectError, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let editor: SignedInStaff;
let till: SignedInStaff;
let member: Member;

beforeAll(async () => {
  // The per-IP rate limit is tested below; the per-IP failure lock (lower) in console-sign-in-lockout.test.ts.
  t = await createTestApp({ ...ADMIN_ENV, STAFF_LOCKOUT_FAILURES_PER_IP: '100' });
  admin = await signInAs(t, ADMIN.email.toLowerCase(), ADMIN.password);
  editor = await staffWithRole(t, 'editor');
  till = await staffWithRole(t, 'till');
  member = await signUp(t);
});
afterAll(() => t.close());

type Role = 'admin' | 'editor' | 'till';
const CALLS: Array<{ method: 'GET' | 'POST'; url: string; roles: Role[]; payload?: unknown }> = [
  { method: 'GET', url: '/me', roles: ['admin', 'editor', 'till'] },
  { method: 'POST', url: '/logout', roles: ['admin', 'editor', 'till'] },
  { method: 'GET', url: '/members?q=anna', roles: ['admin'] },
  { method: 'GET', url: '/members/1', roles: ['admin'] },
  { method: 'POST', url: '/members/1/points', roles: ['admin'], payload: { points: 5, reason: 'x' } },
  { method: 'POST', url: '/members/1/deactivate', roles: ['admin'] },
  { method: 'POST', url: '/members/1/end-sessions', roles: ['admin'] },
  { method: 'GET', url: '/till/codes/ABC', roles: ['admin', 'till'] },
  { method: 'POST', url: '/till/rewards/ABC/use', roles: ['admin', 'till'] },
  { method: 'POST', url: '/till/purchases', roles: ['admin', 'till'], payload: { member_id: 1, amount: 5 } },
  { method: 'GET', url: '/audit', roles: ['admin'] },
  { method: 'GET', url: '/staff', roles: ['admin'] },
  { method: 'POST', url: '/staff', roles: ['admin'], payload: { email: 'x@example.test', password: 'long-enough-pass', role: 'till' } },
  { method: 'POST', url: '/staff/1', roles: ['admin'], payload: { role: 'till' } },
];

describe('console access', () => {
  it('names real routes in the table above', () => {
    for (const call of CALLS) {
      const path = call.url.split('?')[0]!.replace(/\/(members|staff)\/1/, '/$1/:id').replace(/ABC/, ':code');
      expect(t.app.hasRoute({ method: call.method, url: `/api/console${path}` }), path).toBe(true);
    }
  });

  it('refuses anonymous callers with 401, before looking at the body', async () => {
    for (const call of CALLS) {
      expectError(await consoleCall(t, call.method, call.url, {}, call.payload), 401, 'Unauthorized');
      expectError(await consoleCall(t, call.method, call.url, { authorization: 'Bearer nonsense' }, call.payload), 401, 'Unauthorized');
    }
  });

  it("refuses a member's token with 403", async () => {
    for (const call of CALLS) expectError(await consoleCall(t, call.method, call.url, member.headers, call.payload), 403, 'Forbidden');
  });

  it('refuses roles outside each call with 403', async () => {
    const byRole = { editor, till };
    for (const call of CALLS) {
      for (const role of ['editor', 'till'] as const) {
        if (call.roles.includes(role)) continue;
        expectError(await consoleCall(t, call.method, call.url, byRole[role].headers, call.payload), 403, 'Forbidden');
      }
    }
  });

  it("a staff token is no member's token", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserData', headers: admin.headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('console sign-in', () => {
  it('signs in with the e-mail in any case and answers who is signed in', async () => {
    const session = await signInAs(t, ADMIN.email.toUpperCase(), ADMIN.password);
    const me = await consoleCall(t, 'GET', '/me', session.headers);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().staff).toEqual({ id: admin.id, email: ADMIN.email, role: 'admin', name: 'Admin' });
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await signIn(t, 'nobody@example.test', ADMIN.password);
    const wrong = await signIn(t, ADMIN.email, 'not-the-password');
    expectError(unknown, 401, 'InvalidCredentials');
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.body).not.toContain('not-the-password');
  });

  it('locks an e-mail out at one address after 5 failures there, known or not, even for the right password', async () => {
    const known = await staffWithRole(t, 'till');
    const password = `till-password-${known.email.match(/\d+/)![0]}`;
    for (const email of [known.email, 'ghost@example.test']) {
      for (let i = 0; i < 5; i++) expectError(await signIn(t, email, 'wrong-password', '10.98.0.1'), 401, 'InvalidCredentials');
      const locked = await signIn(t, email, password, '10.98.0.1');
      expectError(locked, 429, 'SignInLocked');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // The lock-out is per e-mail and address: others sign in as before, and so does the till elsewhere.
    await signInAs(t, ADMIN.email, ADMIN.password);
    expect((await signIn(t, known.email, password, '10.98.0.2')).statusCode).toBe(200);
  });

  it('checks no more than 5 passwords of one e-mail from one address when 20 attempts come at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(t, ADMIN.email, 'guess-in-parallel', '10.98.0.3')));
    const codes = answers.map((a) => a.json().error_code as string);
    expect(codes.filter((c) => c === 'InvalidCredentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'SignInLocked')).toHaveLength(15);
    expectError(await signIn(t, ADMIN.email, ADMIN.password, '10.98.0.3'), 429, 'SignInLocked');
    await t.database.db.delete(staffSignInFailures);
  });

  it('limits sign-in attempts per IP', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await signIn(t, `probe-${i}@example.test`, 'x', '10.99.0.1')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('refuses bad input with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/console/sign-in', payload: { email: 'a@b.c' } });
    expectError(res, 400, 'ValidationError');
  });

  it('ends the session on logout', async () => {
    const session = await signInAs(t, ADMIN.email, ADMIN.password);
    expect((await consoleCall(t, 'POST', '/logout', session.headers)).statusCode).toBe(200);
    expectError(await consoleCall(t, 'GET', '/me', session.headers), 419, 'SessionExpired');
  });

  it('lets an admin change a role and deactivate an account, not their own', async () => {
    const other = await staffWithRole(t, 'till');
    const toEditor = await consoleCall(t, 'POST', `/staff/${other.id}`, admin.headers, { role: 'editor' });
    expect(toEditor.statusCode, toEditor.body).toBe(200);
    expectError(await consoleCall(t, 'GET', '/till/codes/ABC', other.headers), 403, 'Forbidden');
    expect((await consoleCall(t, 'POST', `/staff/${other.id}`, admin.headers, { deactivated: true })).json().deactivated_at).not.toBeNull();
    expectError(await consoleCall(t, 'GET', '/me', other.headers), 419, 'SessionExpired');
    expectError(await signIn(t, other.email, `till-password-${other.email.match(/\d+/)![0]}`), 401, 'InvalidCredentials');
    expectError(await consoleCall(t, 'POST', `/staff/${admin.id}`, admin.headers, { role: 'till' }), 400, 'OwnAccount');
    expectError(await consoleCall(t, 'POST', `/staff/${other.id}`, admin.headers, {}), 400, 'ValidationError');
    const audit = (await consoleCall(t, 'GET', `/audit?entity_type=staff&entity_id=${other.id}`, admin.headers)).json();
    expect(audit.entries.map((e: { before: { role: string }; after: { role: string } }) => [e.before.role, e.after.role])).toEqual([
      ['editor', 'editor'],
      ['till', 'editor'],
    ]);
  });

  it('never overwrites an existing ADMIN_EMAIL account', async () => {
    expect(await ensureEnvAdmin(t.database.db, ADMIN.email.toUpperCase(), 'another-password-entirely')).toBe('exists');
    expectError(await signIn(t, ADMIN.email, 'another-password-entirely'), 401, 'InvalidCredentials');
    await signInAs(t, ADMIN.email, ADMIN.password);
  });
});
