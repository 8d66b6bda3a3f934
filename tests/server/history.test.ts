// getUserHistoryLog: every point in and out, newest first, paged, titles in the asked language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrize, expectError, get, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getUserHistoryLog', () => {
  it('lists sign-up bonus, awards and redemptions newest first with paging', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 50, 'Shop visit');
    const prize = await createPrize(t, { name: { en: 'Coffee voucher', lt: 'Kavos kuponas' }, value: 40 });
    const reward = (await post(t, member, 'redeemPrize', { prize_id: prize.id })).json();

    const res = await get(t, member, 'getUserHistoryLog?length=3');
    expect(res.statusCode, res.body).toBe(200);
    const { list, has_more } = res.json();
    expect(has_more).toBe(false);
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      type: 'redemption',
      points: 40,
      prize_id: prize.id,
      reward_id: reward.id,
      source_type: 'redemption',
      title: 'Coffee voucher',
      created_at: expect.any(String),
    });
    expect(list[1]).toMatchObject({ type: 'achievement', points: 50, source_type: 'manual_award', title: 'Shop visit', prize_id: null });
    expect(list[2]).toMatchObject({ type: 'achievement', points: 30, source_type: 'signup_bonus', title: 'Sign-up bonus' });

    const page1 = (await get(t, member, 'getUserHistoryLog?length=2&start_from=0')).json();
    expect(page1.has_more).toBe(true);
    const page2 = (await get(t, member, 'getUserHistoryLog?length=2&start_from=2')).json();
    expect(page2.has_more).toBe(false);
    expect([...page1.list, ...page2.list].map((e: { id: number }) => e.id)).toEqual(list.map((e: { id: number }) => e.id));

    const lt = (await get(t, member, 'getUserHistoryLog?length=1&lang=lt')).json().list[0];
    expect(lt.title).toBe('Kavos kuponas');
  });

  it('shows each member only their own points moves', async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    await givePoints(t, other, 5);
    const list = (await get(t, member, 'getUserHistoryLog')).json().list;
    expect(list).toHaveLength(1); // the sign-up bonus only
  });

  it('rejects bad paging naming the field', async () => {
    const member = await signUp(t);
    for (const [q, field] of [
      ['length=0', 'length'],
      ['length=abc', 'length'],
      ['length=101', 'length'],
      ['start_from=-3', 'start_from'],
      ['start_from=x', 'start_from'],
    ]) {
      const body = expectError(await get(t, member, `getUserHistoryLog?${q}`), 400, 'ValidationError');
      expect(body.message, q).toContain(field);
    }
    expectError(await get(t, null, 'getUserHistoryLog'), 401, 'Unauthorized');
  });
});
