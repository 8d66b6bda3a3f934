// The console's member list (filters, sorting, pages, a search that ignores accents and reads national
// phone numbers), profile edits, reactivation, and voiding a till purchase through the ledger.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { checkBalances, ledgerSum } from '../../server/services/economy/ledger';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { balanceOf, expectError, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let till: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PHONE_COUNTRY: 'LT', TILL_POINTS_PER_CURRENCY_UNIT: '2', SIGNUP_BONUS_POINTS: '0' });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
  till = await staffWithRole(t, 'till');
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await consoleCall(t, 'GET', `/members?${query}`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; page: number; page_size: number; members: Array<{ id: number; points: number; last_active_at: string | null }> };
};
const ids = async (query: string) => (await list(query)).members.map((m) => m.id);

describe('the member list', () => {
  it('finds "egle" as Eglė and a phone typed nationally or internationally', async () => {
    const egle = await signUp(t, 'Eglė', 'Žemaitytė');
    expect(await ids('q=egle')).toContain(egle.id);
    expect(await ids('q=ZEMAITYTE')).toContain(egle.id);
    expect(await ids(`q=${encodeURIComponent('eglė žemaitytė')}`)).toContain(egle.id);
    const national = `8${egle.phone.slice(3)}`;
    expect(await ids(`q=${national}`)).toEqual([egle.id]);
    expect(await ids(`q=${encodeURIComponent(`+${egle.phone}`)}`)).toEqual([egle.id]);
    expect(await ids('q=nobody-like-this')).toEqual([]);
  });

  it('filters by status, points and days, sorts, and pages on the server', async () => {
    const rich = await signUp(t, 'Rich');
    const poor = await signUp(t, 'Poor');
    await consoleCall(t, 'POST', `/members/${rich.id}/points`, admin.headers, { points: 500, reason: 'Test' });
    await consoleCall(t, 'POST', `/members/${poor.id}/deactivate`, admin.headers);

    expect(await ids('points_min=500&points_max=500')).toEqual([rich.id]);
    expect(await ids('status=deactivated')).toContain(poor.id);
    expect(await ids('status=active')).not.toContain(poor.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`joined_from=${today}&joined_to=${today}`)).toEqual(expect.arrayContaining([rich.id, poor.id]));
    expect(await ids('joined_to=2000-01-01')).toEqual([]);
    expect(await ids(`active_from=${today}&points_min=500`)).toEqual([rich.id]);
    expect(await ids('active_to=2000-01-01')).toEqual([]);

    const byPoints = await list('sort=points&order=desc&page_size=1');
    expect(byPoints.members[0]!.id).toBe(rich.id);
    expect(byPoints.total).toBeGreaterThan(1);
    const second = await list('sort=points&order=desc&page_size=1&page=2');
    expect(second.members[0]!.points).toBeLessThanOrEqual(500);
    expect(second.members[0]!.id).not.toBe(rich.id);
    expect((await list('sort=last_active&order=desc&page_size=1')).members[0]!.last_active_at).not.toBeNull();
  });

  it('answers 400 for bad filters', async () => {
    for (const query of ['status=gone', 'joined_from=2026-13-01', 'joined_to=9999-12-31', 'active_from=0000-01-01', 'points_min=-1', 'points_min=9&points_max=1', 'joined_from=2026-02-02&joined_to=2026-02-01', 'sort=age', 'page=0', 'page_size=500']) {
      expectError(await consoleCall(t, 'GET', `/members?${query}`, admin.headers), 400, 'ValidationError');
    }
  });
});

describe('editing a member', () => {
  it('corrects name, e-mail and phone (national form stored as international) and audits before and after', async () => {
    const member = await signUp(t, 'Jonas');
    const edit = (body: unknown) => consoleCall(t, 'POST', `/members/${member.id}/profile`, admin.headers, body);
    const res = await edit({ first_name: 'Jonas', last_name: 'Jonaitis', email: 'jonas@example.test', phone: '8 699 12345' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ first_name: 'Jonas', last_name: 'Jonaitis', email: 'jonas@example.test', phone: '37069912345' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ lastName: 'Jonaitis', phone: '37069912345', emailConfirmedAt: null });
    const audit = await consoleCall(t, 'GET', `/audit?action=member.profile_edit&entity_id=${member.id}`, admin.headers);
    expect(audit.json().entries[0]).toMatchObject({ before: { last_name: 'Member' }, after: { last_name: 'Jonaitis', phone: '37069912345' } });

    expectError(await edit({ email: 'not-an-address' }), 400, 'ValidationError');
    expectError(await edit({ phone: '12' }), 400, 'ValidationError');
    expectError(await edit({ first_name: '   ' }), 400, 'ValidationError');
    expectError(await edit({}), 400, 'ValidationError');
    const other = await signUp(t, 'Other');
    expectError(await edit({ phone: other.phone }), 409, 'OtherUserHasSamePhone');
    expectError(await consoleCall(t, 'POST', '/members/999999/profile', admin.headers, { first_name: 'X' }), 404, 'UserNotFound');
    expectError(await consoleCall(t, 'POST', `/members/${member.id}/profile`, till.headers, { first_name: 'X' }), 403, 'Forbidden');
  });

  it('reactivates a deactivated member, audited', async () => {
    const member = await signUp(t, 'Back');
    await consoleCall(t, 'POST', `/members/${member.id}/deactivate`, admin.headers);
    const res = await consoleCall(t, 'POST', `/members/${member.id}/reactivate`, admin.headers);
    expect(res.json()).toEqual({ deactivated_at: null });
    expect((await consoleCall(t, 'GET', `/members/${member.id}`, admin.headers)).json().member.deactivated_at).toBeNull();
    const audit = await consoleCall(t, 'GET', `/audit?action=member.reactivate&entity_id=${member.id}`, admin.headers);
    expect(audit.json().total).toBe(1);
    expectError(await consoleCall(t, 'POST', '/members/999999/reactivate', admin.headers), 404, 'UserNotFound');
  });
});

describe('till purchases', () => {
  it('keeps the receipt number, one purchase per receipt, and voids with a reversing ledger entry once', async () => {
    const member = await signUp(t, 'Buyer');
    const buy = (receipt: string) => consoleCall(t, 'POST', '/till/purchases', till.headers, { member_id: member.id, amount: 10, receipt_number: receipt });
    const first = await buy('R-1001');
    expect(first.json()).toMatchObject({ points: 20, balance: 20, receipt_number: 'R-1001' });
    expectError(await buy('R-1001'), 409, 'ReceiptUsed');
    expectError(await consoleCall(t, 'POST', '/till/purchases', till.headers, { member_id: member.id, amount: 10, receipt_number: 'x'.repeat(65) }), 400, 'ValidationError');

    const detail = (await consoleCall(t, 'GET', `/members/${member.id}`, admin.headers)).json();
    expect(detail.purchases).toEqual([expect.objectContaining({ id: first.json().purchase_id, amount: 10, points: 20, receipt_number: 'R-1001', voided_at: null })]);

    const voidIt = (body: unknown, id = first.json().purchase_id) => consoleCall(t, 'POST', `/members/${member.id}/purchases/${id}/void`, admin.headers, body);
    expectError(await voidIt({ reason: '' }), 400, 'ValidationError');
    expectError(await voidIt({ reason: 'x' }, 999999), 404, 'PurchaseNotFound');
    const voided = await voidIt({ reason: 'Returned the goods' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().balance).toBe(0);
    expectError(await voidIt({ reason: 'Again' }), 409, 'PurchaseVoided');
    expect(await balanceOf(t, member)).toBe(0);
    expect(await ledgerSum(t.database.db, member.id)).toBe(0);
    expect(await checkBalances(t.database.db)).toEqual([]);
    const audit = await consoleCall(t, 'GET', `/audit?action=member.purchase_void&entity_id=${member.id}`, admin.headers);
    expect(audit.json().entries[0].after).toMatchObject({ reason: 'Returned the goods', receipt_number: 'R-1001' });
    // The receipt is free again for the corrected purchase.
    expect((await buy('R-1001')).statusCode).toBe(200);
  });

  it('never takes a balance below zero: points already spent cannot be voided', async () => {
    const member = await signUp(t, 'Spender');
    const bought = await consoleCall(t, 'POST', '/till/purchases', till.headers, { member_id: member.id, amount: 5 });
    await consoleCall(t, 'POST', `/members/${member.id}/points`, admin.headers, { points: -5, reason: 'Spent' });
    const res = await consoleCall(t, 'POST', `/members/${member.id}/purchases/${bought.json().purchase_id}/void`, admin.headers, { reason: 'Mistake' });
    expectError(res, 400, 'NotEnoughPoints');
    expect(await balanceOf(t, member)).toBe(5);
  });
});
