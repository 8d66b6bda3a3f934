// Partner calls: a till redeems a reward code; the operator awards points (manual_award).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards, users } from '../../server/db/schema';
import { balanceOf, createPrize, expectError, get, PARTNER, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const till = (code: string, headers: Record<string, string> = PARTNER) =>
  t.app.inject({ method: 'POST', url: `/api/partner/rewards/${encodeURIComponent(code)}/redeem`, headers });
const award = (payload: unknown, headers: Record<string, string> = PARTNER) =>
  t.app.inject({ method: 'POST', url: '/api/partner/points', headers, payload: payload as Record<string, unknown> });

describe('POST /api/partner/rewards/{code}/redeem', () => {
  it('marks the reward used once; then 409, expired 410, unknown 404', async () => {
    const member = await signUp(t);
    const prize = await createPrize(t, { name: { en: 'Pizza', lt: 'Pica' }, value: 10 });
    const reward = (await post(t, member, 'redeemPrize', { prize_id: prize.id })).json();

    const res = await till(reward.reward_code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      reward_id: reward.id,
      reward_code: reward.reward_code,
      prize_id: prize.id,
      prize_name: 'Pizza',
      used_at: expect.any(String),
    });
    expect((await get(t, member, `getUserReward/${reward.id}`)).json().used).toBe(true);
    expect((await get(t, member, 'getUserActiveRewards')).json()).toEqual([]);
    expectError(await till(reward.reward_code), 409, 'RewardAlreadyUsed');

    const old = (await post(t, member, 'redeemPrize', { prize_id: prize.id })).json();
    await t.database.db.update(rewards).set({ validTill: new Date(Date.now() - 60_000) }).where(eq(rewards.id, old.id));
    expectError(await till(old.reward_code), 410, 'RewardExpired');
    expectError(await till('NOSUCHCODE'), 404, 'RewardNotFound');
  });

  it('accepts a code once when 10 tills scan it at the same time', async () => {
    const member = await signUp(t);
    const prize = await createPrize(t, { value: 1 });
    const reward = (await post(t, member, 'redeemPrize', { prize_id: prize.id })).json();
    const answers = await Promise.all(Array.from({ length: 10 }, () => till(reward.reward_code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'RewardAlreadyUsed');
  });

  it('needs the partner key', async () => {
    expectError(await till('ANY', {}), 401, 'InvalidApiKey');
    expectError(await till('ANY', { authorization: 'Bearer wrong' }), 401, 'InvalidApiKey');
    const member = await signUp(t);
    expectError(await till('ANY', member.headers), 401, 'InvalidApiKey');
  });
});

describe('POST /api/partner/points', () => {
  it('awards points by phone, external id or its hash, with a manual_award history entry', async () => {
    const member = await signUp(t);
    const byPhone = await award({ phone: `+${member.phone}`, points: 25, title: 'Bought a bike' });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json()).toEqual({ success: true, points: 25, balance: 55 });

    const [row] = await t.database.db.select({ externalId: users.externalId }).from(users).where(eq(users.id, member.id));
    expect((await award({ user_external_id: row!.externalId, points: 5, title: 'Raw id' })).json().balance).toBe(60);
    const hash = (await get(t, member, 'getUserData')).json().user_external_id_hash as string;
    expect((await award({ user_external_id: hash, points: 5, title: { en: 'Hash', lt: 'Maiša' } })).json().balance).toBe(65);

    const entries = (await get(t, member, 'getUserHistoryLog?lang=lt')).json().list;
    expect(entries[0]).toMatchObject({ type: 'achievement', points: 5, source_type: 'manual_award', title: 'Maiša' });
    expect(entries[2]).toMatchObject({ source_type: 'manual_award', title: 'Bought a bike' });
    expect((await get(t, member, 'getUserTotalPointsEarned')).json()).toBe(65);
    expect(await balanceOf(t, member)).toBe(65);
  });

  it('answers UserNotFound and rejects bad input naming the field', async () => {
    expectError(await award({ phone: '37061234567', points: 5, title: 'x' }), 404, 'UserNotFound');
    expectError(await award({ user_external_id: 'nobody', points: 5, title: 'x' }), 404, 'UserNotFound');
    const member = await signUp(t);
    const cases: [unknown, string][] = [
      [{ points: 5, title: 'x' }, 'phone'],
      [{ phone: member.phone, user_external_id: 'abc', points: 5, title: 'x' }, 'phone'],
      [{ phone: member.phone, points: 0, title: 'x' }, 'points'],
      [{ phone: member.phone, points: 100_001, title: 'x' }, 'points'],
      [{ phone: member.phone, points: '5', title: 'x' }, 'points'],
      [{ phone: member.phone, points: 5 }, 'title'],
      [{ phone: member.phone, points: 5, title: '' }, 'title'],
      [{ phone: member.phone, points: 5, title: {} }, 'title'],
      [{ phone: 'abc', points: 5, title: 'x' }, 'phone'],
    ];
    for (const [payload, field] of cases) {
      const body = expectError(await award(payload), 400, 'ValidationError');
      expect(body.message, JSON.stringify(payload)).toContain(field);
    }
    expect(await balanceOf(t, member)).toBe(30);
    expectError(await award({ phone: member.phone, points: 5, title: 'x' }, {}), 401, 'InvalidApiKey');
  });
});
