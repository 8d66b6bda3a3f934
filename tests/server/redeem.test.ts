// redeemPrize: the reward, its code, the ledger row, stock, every error, and the concurrency rules
// of docs/money.md (run on PostgreSQL too: TEST_DATABASE_URL).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, prizes, rewards } from '../../server/db/schema';
import { checkBalances } from '../../server/services/economy/ledger';
import { fitsBarcodeType } from '../../server/services/economy/reward-codes';
import { balanceOf, createPrize, expectError, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('redeemPrize', () => {
  it('creates a reward, debits the points through the ledger and takes one item of stock', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 170);
    const prize = await createPrize(t, { value: 150, itemsLeft: 5, codeMedia: 'barcode', barcodeType: 'EAN13', validDays: 10 });
    const res = await post(t, member, 'redeemPrize', { prize_id: prize.id });
    expect(res.statusCode, res.body).toBe(200);
    const reward = res.json();
    expect(reward).toMatchObject({
      prize_id: prize.id,
      name: 'Coffee voucher',
      image_id: null,
      code_media: 'barcode',
      barcode_type: 'EAN13',
      used: false,
      used_at: null,
    });
    expect(reward.reward_code).toMatch(/^\d{13}$/);
    expect(fitsBarcodeType(reward.reward_code, 'EAN13')).toBe(true);
    const validFor = new Date(reward.valid_till).getTime() - new Date(reward.creation_date).getTime();
    expect(Math.round(validFor / 86_400_000)).toBe(10);

    expect(await balanceOf(t, member)).toBe(50);
    const [stock] = await t.database.db.select({ left: prizes.itemsLeft }).from(prizes).where(eq(prizes.id, prize.id));
    expect(stock!.left).toBe(4);
    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.rewardId, reward.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: -150, kind: 'redemption', prizeId: prize.id, balanceAfter: 50 });
  });

  it('makes codes that fit the code media and barcode type', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 1000);
    const kinds = [
      { codeMedia: 'code', barcodeType: 'QRCODE', pattern: /^[A-Z0-9]{10}$/ },
      { codeMedia: 'code_barcode', barcodeType: 'CODE128', pattern: /^[A-Z0-9]{12}$/ },
      { codeMedia: 'barcode', barcodeType: 'QRCODE', pattern: /^[A-Z0-9]{12}$/ },
      { codeMedia: 'code_barcode', barcodeType: 'EAN8', pattern: /^\d{8}$/ },
      { codeMedia: 'barcode', barcodeType: 'UPCA', pattern: /^\d{12}$/ },
    ] as const;
    for (const kind of kinds) {
      const prize = await createPrize(t, { value: 10, codeMedia: kind.codeMedia, barcodeType: kind.barcodeType });
      const res = await post(t, member, 'redeemPrize', { prize_id: prize.id });
      expect(res.statusCode, res.body).toBe(200);
      const reward = res.json();
      expect(reward.code_media).toBe(kind.codeMedia);
      expect(reward.barcode_type).toBe(kind.barcodeType);
      expect(reward.reward_code).toMatch(kind.pattern);
      expect(fitsBarcodeType(reward.reward_code, kind.barcodeType)).toBe(true);
    }
  });

  it('answers NotEnoughPoints, PrizeOutOfStock, PrizeNotFound and PrizeNotRedeemable', async () => {
    const member = await signUp(t); // 30 points from the sign-up bonus
    const dear = await createPrize(t, { value: 31 });
    const body = expectError(await post(t, member, 'redeemPrize', { prize_id: dear.id }), 400, 'NotEnoughPoints');
    expect(body.message).toContain('30');

    const soldOut = await createPrize(t, { value: 1, itemsLeft: 0 });
    expectError(await post(t, member, 'redeemPrize', { prize_id: soldOut.id }), 409, 'PrizeOutOfStock');
    expectError(await post(t, member, 'redeemPrize', { prize_id: 999_999 }), 404, 'PrizeNotFound');
    const inactive = await createPrize(t, { value: 1, active: false });
    expectError(await post(t, member, 'redeemPrize', { prize_id: inactive.id }), 404, 'PrizeNotFound');
    const challengeOnly = await createPrize(t, { value: 1, redeemable: false });
    expectError(await post(t, member, 'redeemPrize', { prize_id: challengeOnly.id }), 400, 'PrizeNotRedeemable');

    expect(await balanceOf(t, member)).toBe(30);
  });

  it('rejects bad input naming the field, and anonymous calls', async () => {
    const member = await signUp(t);
    for (const payload of [{}, { prize_id: 'abc' }, { prize_id: -1 }, { prize_id: 1.5 }, { prize_id: 3_000_000_000 }]) {
      const body = expectError(await post(t, member, 'redeemPrize', payload), 400, 'ValidationError');
      expect(body.message).toContain('prize_id');
    }
    expectError(await post(t, null, 'redeemPrize', { prize_id: 1 }), 401, 'Unauthorized');
  });

  it('50 parallel redeems by a user who can afford 3 give exactly 3 rewards', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 320); // 350 in all
    const prize = await createPrize(t, { value: 100 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t, member, 'redeemPrize', { prize_id: prize.id })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 400, 'NotEnoughPoints');
    expect(new Set(ok.map((a) => a.json().reward_code)).size).toBe(3);
    expect(await balanceOf(t, member)).toBe(50);
    const owned = await t.database.db.select().from(rewards).where(eq(rewards.userId, member.id));
    expect(owned).toHaveLength(3);
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('a prize with 2 left sold to 20 users at once sells 2', async () => {
    const prize = await createPrize(t, { value: 20, itemsLeft: 2 });
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(t, `Buyer${i}`, 'Racer')));
    const answers = await Promise.all(members.map((m) => post(t, m, 'redeemPrize', { prize_id: prize.id })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'PrizeOutOfStock');
    const [stock] = await t.database.db.select({ left: prizes.itemsLeft }).from(prizes).where(eq(prizes.id, prize.id));
    expect(stock!.left).toBe(0);
    const sold = await t.database.db.select().from(rewards).where(eq(rewards.prizeId, prize.id));
    expect(sold).toHaveLength(2);
    const balances = await Promise.all(members.map((m) => balanceOf(t, m)));
    expect(balances.filter((b) => b === 10)).toHaveLength(2);
    expect(balances.filter((b) => b === 30)).toHaveLength(18);
    expect(await checkBalances(t.database.db)).toEqual([]);
  });

  it('follows a prize changed behind its back once the table says so; a stock change alone says nothing', async () => {
    const member = await signUp(t);
    await givePoints(t, member, 1_000);
    const prize = await createPrize(t, { value: 10, itemsLeft: 50 });
    const nameOf = async () => (await post(t, member, 'redeemPrize', { prize_id: prize.id })).json().name;
    expect(await nameOf()).toBe('Coffee voucher');
    const heard: Array<string | null> = [];
    const stop = await t.database.listen('prizes_changed', (payload) => heard.push(payload));
    try {
      // A redemption takes one item of stock: no notification for that.
      expect(await nameOf()).toBe('Coffee voucher');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
      // Written straight to the table, as an operator's tool would: only the trigger's NOTIFY tells the process.
      await t.database.db.update(prizes).set({ name: { en: 'Tea voucher', lt: 'Arbatos kuponas' } }).where(eq(prizes.id, prize.id));
      await expect.poll(() => heard.length, { timeout: 5_000, interval: 50 }).toBeGreaterThan(0);
      await expect.poll(nameOf, { timeout: 5_000, interval: 50 }).toBe('Tea voucher');
    } finally {
      await stop();
    }
  });
});
