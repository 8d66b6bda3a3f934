// The console's changes: a reward marked used once under 20 tills at once, points awarded and
// deducted through the ledger (idempotent), points for a purchase, deactivation, the member card,
// and the audit log that records each with before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../server/services/economy/ledger';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, staffWithRole, type SignedInStaff } from './console-helpers';
import { balanceOf, createPrize, expectError, get, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: SignedInStaff;
let till: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, TILL_POINTS_PER_CURRENCY_UNIT: '2', SIGNUP_BONUS_POINTS: '0' });
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
  till = await staffWithRole(t, 'till');
});
afterAll(() => t.close());

async function rewardOf(member: Awaited<ReturnType<typeof signUp>>) {
  const prize = await createPrize(t, { name: { en: 'Pizza', lt: 'Pica' }, value: 1 });
  await givePoints(t, member, 1);
  const res = await post(t, member, 'redeemPrize', { prize_id: prize.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; reward_code: string };
}

describe('till mode', () => {
  it('marks a reward used exactly once when 20 tills scan it together', async () => {
    const member = await signUp(t, 'Rūta');
    const reward = await rewardOf(member);
    const scanned = await consoleCall(t, 'GET', `/till/codes/${reward.reward_code.toLowerCase()}`, till.headers);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ kind: 'reward', reward: { id: reward.id, prize_name: 'Pizza', state: 'active' }, member: { first_name: 'Rūta' } });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => consoleCall(t, 'POST', `/till/rewards/${reward.reward_code}/use`, till.headers)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'RewardAlreadyUsed');
    expect((await get(t, member, `getUserReward/${reward.id}`)).json().used).toBe(true);
    const after = await consoleCall(t, 'GET', `/till/codes/${reward.reward_code}`, till.headers);
    expect(after.json().reward.state).toBe('used');

    const audit = await consoleCall(t, 'GET', `/audit?action=reward.mark_used&entity_id=${reward.id}`, admin.headers);
    expect(audit.json().total).toBe(1);
  });

  it("finds a member by card, awards purchase points at the rate once per Idempotency-Key, and forgets a rotated card", async () => {
    const member = await signUp(t, 'Tomas');
    const card = (await get(t, member, 'getMemberCard')).json().card_token as string;
    expect(card).toMatch(/^M[A-Z2-9]{20}$/);
    expect((await get(t, member, 'getMemberCard')).json().card_token).toBe(card);
    expect(card).not.toContain(member.phone);

    const scanned = await consoleCall(t, 'GET', `/till/codes/${card}`, till.headers);
    expect(scanned.json()).toEqual({ kind: 'member', member: { id: member.id, first_name: 'Tomas', last_name: 'Member', points: 0 } });

    const headers = { ...till.headers, 'idempotency-key': 'purchase-1' };
    const buy = () => consoleCall(t, 'POST', '/till/purchases', headers, { member_id: member.id, amount: 12.75 });
    const first = await buy();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ points: 25, balance: 25, rate: 2, purchase_id: expect.any(Number), receipt_number: null });
    const again = await buy();
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, member)).toBe(25);
    expectError(await consoleCall(t, 'POST', '/till/purchases', till.headers, { member_id: member.id, amount: 0.2 }), 400, 'PurchaseTooSmall');
    expectError(await consoleCall(t, 'POST', '/till/purchases', till.headers, { member_id: member.id, amount: 1.234 }), 400, 'ValidationError');

    const rotated = (await post(t, member, 'rotateMemberCard', {})).json().card_token as string;
    expect(rotated).not.toBe(card);
    expectError(await consoleCall(t, 'GET', `/till/codes/${card}`, till.headers), 404, 'CodeNotFound');
    expect((await consoleCall(t, 'GET', `/till/codes/${rotated}`, till.headers)).json().member.id).toBe(member.id);
  });
});

describe('members in the console', () => {
  it('awards points with one Idempotency-Key twice and credits once; deducts; refuses more than the balance', async () => {
    const member = await signUp(t, 'Eglė', 'Petraitė');
    const headers = { ...admin.headers, 'idempotency-key': 'award-1' };
    const award = () => consoleCall(t, 'POST', `/members/${member.id}/points`, headers, { points: 40, reason: 'Apology for a broken cup' });
    const [a, b] = [await award(), await award()];
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await balanceOf(t, member)).toBe(40);
    expect(await ledgerSum(t.database.db, member.id)).toBe(40);

    const deduct = await consoleCall(t, 'POST', `/members/${member.id}/points`, admin.headers, { points: -15, reason: 'Double entry' });
    expect(deduct.json().balance).toBe(25);
    expectError(await consoleCall(t, 'POST', `/members/${member.id}/points`, admin.headers, { points: -100, reason: 'Too much' }), 400, 'NotEnoughPoints');
    expectError(await consoleCall(t, 'POST', `/members/${member.id}/points`, admin.headers, { points: 0, reason: 'Nothing' }), 400, 'ValidationError');

    const history = (await get(t, member, 'getUserHistoryLog')).json();
    expect(JSON.stringify(history)).toContain('Apology for a broken cup');

    const found = await consoleCall(t, 'GET', `/members?q=${encodeURIComponent('Eglė Petr')}`, admin.headers);
    expect(found.json().members.map((m: { id: number }) => m.id)).toContain(member.id);
    const byPhone = await consoleCall(t, 'GET', `/members?q=${member.phone.slice(-7)}`, admin.headers);
    expect(byPhone.json().members.map((m: { id: number }) => m.id)).toContain(member.id);

    const detail = await consoleCall(t, 'GET', `/members/${member.id}`, admin.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ member: { id: member.id, points: 25 }, push_tokens: 0, active_sessions: 1 });
    expect(detail.json().history).toHaveLength(2);
  });

  it('finds a member by reward code, ends their sessions and deactivates them', async () => {
    const member = await signUp(t);
    const reward = await rewardOf(member);
    const found = await consoleCall(t, 'GET', `/members?q=${reward.reward_code}`, admin.headers);
    expect(found.json().members.map((m: { id: number }) => m.id)).toEqual([member.id]);

    const ended = await consoleCall(t, 'POST', `/members/${member.id}/end-sessions`, admin.headers);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await get(t, member, 'getUserData')).statusCode).toBe(419);

    const again = await signUp(t, 'Test', 'Member', member.phone);
    const off = await consoleCall(t, 'POST', `/members/${member.id}/deactivate`, admin.headers);
    expect(off.statusCode, off.body).toBe(200);
    expectError(await get(t, again, 'getUserData'), 419, 'SessionExpired');
    expect((await consoleCall(t, 'GET', `/members/${member.id}`, admin.headers)).json().member.deactivated_at).not.toBeNull();
    const points = await consoleCall(t, 'POST', `/members/${member.id}/points`, admin.headers, { points: 5, reason: 'Too late' });
    expectError(points, 409, 'MemberDeactivated');
    expectError(await consoleCall(t, 'POST', '/members/999999/deactivate', admin.headers), 404, 'UserNotFound');
  });
});

describe('the audit log', () => {
  it('lists what staff changed, with before and after, filtered and in pages', async () => {
    const member = await signUp(t);
    await consoleCall(t, 'POST', `/members/${member.id}/points`, admin.headers, { points: 10, reason: 'Welcome' });
    await consoleCall(t, 'POST', `/members/${member.id}/points`, admin.headers, { points: -3, reason: 'Fix' });
    await consoleCall(t, 'POST', '/staff', admin.headers, { email: 'new-till@example.test', password: 'a-long-password', role: 'till' });

    const mine = await consoleCall(t, 'GET', `/audit?entity_type=member&entity_id=${member.id}`, admin.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().total).toBe(2);
    expect(mine.json().entries.map((e: { action: string; before: unknown; after: unknown; staff_email: string }) => [e.action, e.before, e.after, e.staff_email])).toEqual([
      ['member.points_deduct', { points: 10 }, { points: 7, change: -3, reason: 'Fix' }, ADMIN.email],
      ['member.points_award', { points: 0 }, { points: 10, change: 10, reason: 'Welcome' }, ADMIN.email],
    ]);

    const staffAdded = (await consoleCall(t, 'GET', '/audit?action=staff.create', admin.headers)).json();
    expect(staffAdded.entries[0].after).toMatchObject({ email: 'new-till@example.test', role: 'till' });
    expect(JSON.stringify(staffAdded)).not.toContain('a-long-password');

    const paged = (await consoleCall(t, 'GET', `/audit?staff_id=${admin.id}&page=2&page_size=1`, admin.headers)).json();
    expect(paged.entries).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
    const future = (await consoleCall(t, 'GET', `/audit?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, admin.headers)).json();
    expect(future).toMatchObject({ total: 0, entries: [] });
    expectError(await consoleCall(t, 'GET', '/audit?from=yesterday', admin.headers), 400, 'ValidationError');
  });
});
