// The user's rewards: active list, one reward (own only), marking used; reward code formats.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards } from '../../server/db/schema';
import { fitsBarcodeType, generateRewardCode, gs1CheckDigit } from '../../server/services/economy/reward-codes';
import { createPrize, expectError, get, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reward codes', () => {
  it('computes GS1 check digits', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
  });

  it('generates codes that fit every type', () => {
    const types = ['EAN13', 'ean-13', 'EAN8', 'UPCA', 'ITF14', 'ITF', 'CODE128', 'CODE39', 'QRCODE', 'DATAMATRIX'];
    for (const type of types) {
      for (let i = 0; i < 50; i++) {
        const code = generateRewardCode('barcode', type);
        expect(fitsBarcodeType(code, type), `${type} ${code}`).toBe(true);
      }
    }
    expect(generateRewardCode('code', 'EAN13')).toMatch(/^[A-Z0-9]{10}$/);
    expect(fitsBarcodeType('4006381333932', 'EAN13')).toBe(false);
  });
});

describe('rewards', () => {
  it('lists active rewards newest first; used and expired ones drop out', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 100);
    const prize = await createPrize(t, { name: { en: 'Cinema', lt: 'Kinas' }, value: 10, imageId: null });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await post(t, member, 'redeemPrize', { prize_id: prize.id })).json().id);

    let active = (await get(t, member, 'getUserActiveRewards')).json();
    expect(active.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(Object.keys(active[0]).sort()).toEqual(
      ['barcode_type', 'code_media', 'creation_date', 'id', 'image_id', 'name', 'prize_id', 'reward_code', 'used', 'used_at', 'valid_till'].sort(),
    );

    const used = await post(t, member, 'markRewardUsed', { reward_id: ids[0] });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ id: ids[0], used: true });
    expect(typeof used.json().used_at).toBe('string');
    // Marking again changes nothing.
    expect((await post(t, member, 'markRewardUsed', { reward_id: ids[0] })).json().used_at).toBe(used.json().used_at);

    await t.database.db.update(rewards).set({ validTill: new Date(Date.now() - 1000) }).where(eq(rewards.id, ids[1]!));
    active = (await get(t, member, 'getUserActiveRewards?lang=lt')).json();
    expect(active.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    expect(active[0].name).toBe('Kinas');
  });

  it('shows one reward to its owner only', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const prize = await createPrize(t, { value: 5, codeMedia: 'code_barcode', barcodeType: 'CODE128' });
    const reward = (await post(t, owner, 'redeemPrize', { prize_id: prize.id })).json();
    const res = await get(t, owner, `getUserReward/${reward.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(reward);
    expectError(await get(t, stranger, `getUserReward/${reward.id}`), 404, 'RewardNotFound');
    expectError(await post(t, stranger, 'markRewardUsed', { reward_id: reward.id }), 404, 'RewardNotFound');
    expectError(await get(t, owner, 'getUserReward/99999999999'), 404, 'RewardNotFound');
    expect((await get(t, owner, `getUserReward/${reward.id}`)).json().used).toBe(false);
  });

  it('rejects bad input naming the field', async () => {
    const member = await signUp(t);
    for (const bad of ['abc', '1.5', '-2']) {
      const body = expectError(await get(t, member, `getUserReward/${bad}`), 400, 'ValidationError');
      expect(body.message).toContain('id');
    }
    for (const payload of [{}, { reward_id: 'x' }, { reward_id: -1 }]) {
      const body = expectError(await post(t, member, 'markRewardUsed', payload), 400, 'ValidationError');
      expect(body.message).toContain('reward_id');
    }
    expectError(await get(t, null, 'getUserActiveRewards'), 401, 'Unauthorized');
  });
});
