// Staff accounts in the console: an invitation and a reset by one-time link, one's own password, and
// two-factor sign-in, each audited; and the audit page's pick lists.
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, consoleCall, signIn, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { expectError } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';
import { staff } from '../../server/db/schema';

let t: TestApp;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

/** The token of the latest link mailed to the address (the dev outbox keeps it). */
async function mailedToken(email: string): Promise<string> {
  const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json() as Array<{ code: string; text: string }>;
  const last = outbox[0]!; // newest first
  expect(last.text).toContain(`/admin/set-password?token=${last.code}`);
  return last.code;
}

const setPassword = (token: string, password: string) => consoleCall(t, 'POST', '/password-link', {}, { token, password });

async function auditActions(entityId: number) {
  const res = await consoleCall(t, 'GET', `/audit?entity_type=staff&entity_id=${entityId}`, admin.headers);
  return (res.json().entries as Array<{ action: string }>).map((e) => e.action);
}

describe('invitations', () => {
  it('mails a one-time link; the invitee sets a password with it once and signs in', async () => {
    const invited = await consoleCall(t, 'POST', '/staff/invite', admin.headers, { email: 'till.one@example.test', role: 'till', name: 'Till One' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email: 'till.one@example.test', role: 'till', password_set: false, two_factor: false });
    expectError(await signIn(t, 'till.one@example.test', 'anything-at-all-1'), 401, 'InvalidCredentials');

    const token = await mailedToken('till.one@example.test');
    expectError(await setPassword(token, 'short'), 400, 'ValidationError');
    const used = await setPassword(token, 'a-good-till-password');
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ email: 'till.one@example.test' });
    expectError(await setPassword(token, 'another-good-password'), 400, 'LinkInvalid');
    await signInAs(t, 'till.one@example.test', 'a-good-till-password');

    const list = (await consoleCall(t, 'GET', '/staff', admin.headers)).json().staff as Array<{ email: string; password_set: boolean }>;
    expect(list.find((s) => s.email === 'till.one@example.test')?.password_set).toBe(true);
    expect(await auditActions(invited.json().id)).toEqual(expect.arrayContaining(['staff.invite', 'staff.password_set']));
  });

  it('refuses bad input with 400 and a taken e-mail with 409; only admins invite', async () => {
    expectError(await consoleCall(t, 'POST', '/staff/invite', admin.headers, { email: 'not-an-address', role: 'till' }), 400, 'ValidationError');
    expectError(await consoleCall(t, 'POST', '/staff/invite', admin.headers, { email: 'x@example.test', role: 'owner' }), 400, 'ValidationError');
    expectError(await consoleCall(t, 'POST', '/staff/invite', admin.headers, { email: ADMIN.email.toLowerCase(), role: 'till' }), 409, 'StaffExists');
    const editor = await staffWithRole(t, 'editor');
    expectError(await consoleCall(t, 'POST', '/staff/invite', editor.headers, { email: 'y@example.test', role: 'till' }), 403, 'Forbidden');
    expectError(await setPassword('x'.repeat(43), 'a-good-long-password'), 400, 'LinkInvalid');
    expectError(await consoleCall(t, 'POST', '/password-link', {}, { token: 'short', password: 'a-good-long-password' }), 400, 'ValidationError');
  });
});

describe('resets and roles', () => {
  it('a reset ends the old password and sessions and mails a new link; a role change is audited', async () => {
    const editor = await staffWithRole(t, 'editor');
    const role = await consoleCall(t, 'POST', `/staff/${editor.id}`, admin.headers, { role: 'till' });
    expect(role.json()).toMatchObject({ role: 'till' });

    const reset = await consoleCall(t, 'POST', `/staff/${editor.id}/reset-password`, admin.headers);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().password_set).toBe(false);
    expect((await consoleCall(t, 'GET', '/me', editor.headers)).statusCode).toBe(419);
    const token = await mailedToken(editor.email);
    expect((await setPassword(token, 'the-new-password-1')).statusCode).toBe(200);
    await signInAs(t, editor.email, 'the-new-password-1');
    expect(await auditActions(editor.id)).toEqual(expect.arrayContaining(['staff.update', 'staff.password_reset', 'staff.password_set']));

    expectError(await consoleCall(t, 'POST', `/staff/${admin.id}/reset-password`, admin.headers), 400, 'OwnAccount');
    expectError(await consoleCall(t, 'POST', '/staff/999999/reset-password', admin.headers), 404, 'StaffNotFound');
    expectError(await consoleCall(t, 'POST', '/staff/abc/reset-password', admin.headers), 400, 'ValidationError');
  });
});

describe('own password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const till = await staffWithRole(t, 'till');
    const [, password] = [till.email, `till-password-${till.email.match(/\d+/)![0]}`];
    const other = await signInAs(t, till.email, password);
    expectError(await consoleCall(t, 'POST', '/me/password', till.headers, { current_password: 'wrong', new_password: 'a-new-till-password' }), 400, 'CurrentPasswordWrong');
    expectError(await consoleCall(t, 'POST', '/me/password', till.headers, { current_password: password, new_password: 'short' }), 400, 'ValidationError');
    const changed = await consoleCall(t, 'POST', '/me/password', till.headers, { current_password: password, new_password: 'a-new-till-password' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await consoleCall(t, 'GET', '/me', till.headers)).statusCode).toBe(200);
    expect((await consoleCall(t, 'GET', '/me', other.headers)).statusCode).toBe(419);
    expectError(await signIn(t, till.email, password), 401, 'InvalidCredentials');
    await signInAs(t, till.email, 'a-new-till-password');
    expect(await auditActions(till.id)).toEqual(expect.arrayContaining(['staff.password_change_failed', 'staff.password_change']));
  });
});

describe('two-factor sign-in', () => {
  it('enrols with a code, then asks for one at sign-in, refuses a wrong or reused one, and turns off with the password', async () => {
    const email = 'second.admin@example.test';
    await consoleCall(t, 'POST', '/staff/invite', admin.headers, { email, role: 'admin' });
    await setPassword(await mailedToken(email), 'second-admin-password');
    const second = await signInAs(t, email, 'second-admin-password');

    expectError(await consoleCall(t, 'POST', '/me/two-factor/confirm', second.headers, { code: '123456' }), 400, 'TotpNotStarted');
    const start = await consoleCall(t, 'POST', '/me/two-factor/start', second.headers);
    expect(start.statusCode, start.body).toBe(200);
    const { secret, uri } = start.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    // Stored sealed: the database alone does not give the seed away.
    const [stored] = await t.app.db.select({ totpSecret: staff.totpSecret }).from(staff).where(eq(staff.email, email));
    expect(stored!.totpSecret).toMatch(/^sealed\.v1\./);
    expect(stored!.totpSecret).not.toContain(secret);
    expectError(await consoleCall(t, 'POST', '/me/two-factor/confirm', second.headers, { code: '12ab56' }), 400, 'ValidationError');
    const wrong = (Number(await generate({ secret })) + 1) % 1_000_000;
    expectError(await consoleCall(t, 'POST', '/me/two-factor/confirm', second.headers, { code: String(wrong).padStart(6, '0') }), 400, 'TotpInvalid');
    const enrolCode = await generate({ secret });
    expect((await consoleCall(t, 'POST', '/me/two-factor/confirm', second.headers, { code: enrolCode })).json()).toEqual({ two_factor: true });
    expect((await consoleCall(t, 'GET', '/me', second.headers)).json().two_factor).toBe(true);

    expectError(await signIn(t, email, 'second-admin-password'), 401, 'TotpRequired');
    const withCode = (code: string) => t.app.inject({ method: 'POST', url: '/api/console/sign-in', payload: { email, password: 'second-admin-password', code } });
    expectError(await withCode(String(wrong).padStart(6, '0')), 401, 'TotpInvalid');
    // The enrolment's code was used once already: the same 30 seconds cannot sign in with it.
    expectError(await withCode(enrolCode), 401, 'TotpInvalid');

    expectError(await consoleCall(t, 'POST', '/me/two-factor/disable', second.headers, { password: 'wrong' }), 400, 'CurrentPasswordWrong');
    expect((await consoleCall(t, 'POST', '/me/two-factor/disable', second.headers, { password: 'second-admin-password' })).json()).toEqual({ two_factor: false });
    await signInAs(t, email, 'second-admin-password');
    expect(await auditActions(second.id)).toEqual(expect.arrayContaining(['staff.two_factor_on', 'staff.two_factor_off']));
    const failures = await consoleCall(t, 'GET', `/audit?action=staff.sign_in_failed&entity_id=${second.id}`, admin.headers);
    expect(failures.json().entries.map((e: { after: { reason: string } }) => e.after.reason)).toContain('wrong_code');
  });

  it('is for admins only', async () => {
    const till = await staffWithRole(t, 'till');
    expectError(await consoleCall(t, 'POST', '/me/two-factor/start', till.headers), 403, 'Forbidden');
  });
});

describe('audit pick lists', () => {
  it('lists the actions written and every staff account', async () => {
    const res = await consoleCall(t, 'GET', '/audit/options', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { actions, staff } = res.json() as { actions: string[]; staff: Array<{ email: string }> };
    expect(actions).toEqual(expect.arrayContaining(['staff.sign_in', 'staff.invite']));
    expect(actions).toEqual([...actions].sort());
    expect(staff.map((s) => s.email)).toContain(ADMIN.email);
  });
});
