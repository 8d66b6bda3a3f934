// The points ledger: balances never go negative, always equal the ledger sum, the lifetime total
// counts earnings only, and concurrent spends cannot spend the same points twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, users } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { checkBalances, credit, debit, ledgerSum } from '../../server/services/economy/ledger';
import { createUser } from '../../server/services/members/users';
import { createTestApp, onPostgres, type TestApp } from './helpers';

// Until server/db/client.ts listens for pool errors: the helper's DROP DATABASE ... WITH (FORCE)
// ends connections pg-pool is still closing, and an unheard pool 'error' would fail the run.
async function openApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  const pool = (t.database.db as unknown as { $client?: { on?: (event: string, fn: () => void) => void } }).$client;
  if (t.database.kind === 'postgres') pool?.on?.('error', () => {});
  return t;
}

describe('points ledger', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await openApp();
  });
  afterAll(() => t.close());

  const newUser = async () => (await createUser(t.app.db, { phone: `3706400${String((n += 1)).padStart(4, '0')}` })).id;
  const balance = async (userId: number) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    return { points: row!.points, total: row!.totalPointsEarned };
  };
  const title = { en: 'Test', lt: 'Testas' };

  it('credits and debits in a transaction, writing balance_after on each row', async () => {
    const userId = await newUser();
    const first = await t.app.db.transaction((tx) => credit(tx, { userId, points: 50, kind: 'achievement', title }));
    expect(first).toMatchObject({ balance: 50, totalPointsEarned: 50 });
    const second = await t.app.db.transaction((tx) =>
      debit(tx, { userId, points: 20, kind: 'redemption', title, prizeId: 7, rewardId: 9 }),
    );
    expect(second).toMatchObject({ balance: 30, totalPointsEarned: 50 });
    const rows = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);
    expect(rows.map((r) => [r.kind, r.delta, r.balanceAfter])).toEqual([
      ['achievement', 50, 50],
      ['redemption', -20, 30],
    ]);
    expect(rows[1]).toMatchObject({ prizeId: 7, rewardId: 9, title });
    expect(await balance(userId)).toEqual({ points: 30, total: 50 });
    expect(await ledgerSum(t.app.db, userId)).toBe(30);
  });

  it('refuses to go below zero with 400 NotEnoughPoints and writes nothing', async () => {
    const userId = await newUser();
    await credit(t.app.db, { userId, points: 10, kind: 'promo_code', title });
    const attempt = t.app.db.transaction((tx) => debit(tx, { userId, points: 11, kind: 'redemption', title }));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(
      t.app.db.transaction((tx) => debit(tx, { userId, points: 11, kind: 'redemption', title })),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: 'NotEnoughPoints' });
    expect(await balance(userId)).toEqual({ points: 10, total: 10 });
    expect(await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).toHaveLength(1);
    // Exactly the balance is fine.
    await debit(t.app.db, { userId, points: 10, kind: 'redemption', title });
    expect((await balance(userId)).points).toBe(0);
  });

  it('rejects amounts that are not positive whole numbers', async () => {
    const userId = await newUser();
    for (const points of [0, -5, 1.5, Number.NaN]) {
      await expect(credit(t.app.db, { userId, points, kind: 'manual_award', title })).rejects.toMatchObject({
        errorCode: 'ValidationError',
      });
    }
    await expect(credit(t.app.db, { userId: 999999, points: 1, kind: 'manual_award', title })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('counts earnings in the lifetime total, but not transfers received', async () => {
    const sender = await newUser();
    const receiver = await newUser();
    for (const kind of ['signup_bonus', 'achievement', 'manual_award', 'promo_code', 'referral'] as const) {
      await credit(t.app.db, { userId: receiver, points: 10, kind, title });
    }
    await credit(t.app.db, { userId: sender, points: 100, kind: 'manual_award', title });
    await t.app.db.transaction(async (tx) => {
      await debit(tx, { userId: sender, points: 40, kind: 'points_transfer', title, counterpartyUserId: receiver });
      await credit(tx, { userId: receiver, points: 40, kind: 'points_transfer', title, counterpartyUserId: sender });
    });
    expect(await balance(receiver)).toEqual({ points: 90, total: 50 });
    expect(await balance(sender)).toEqual({ points: 60, total: 100 });
  });

  it('rolls the ledger row back with the transaction that caused it', async () => {
    const userId = await newUser();
    await expect(
      t.app.db.transaction(async (tx) => {
        await credit(tx, { userId, points: 25, kind: 'achievement', title });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await balance(userId)).toEqual({ points: 0, total: 0 });
    expect(await ledgerSum(t.app.db, userId)).toBe(0);
  });

  it('keeps every balance equal to its ledger sum, and reports any that is not', async () => {
    expect(await checkBalances(t.app.db)).toEqual([]);
    const userId = await newUser();
    await credit(t.app.db, { userId, points: 5, kind: 'achievement', title });
    // A write that bypasses the ledger is caught.
    await t.app.db.update(users).set({ points: 6 }).where(eq(users.id, userId));
    expect(await checkBalances(t.app.db)).toEqual([{ userId, points: 6, ledgerSum: 5 }]);
    await t.app.db.update(users).set({ points: 5 }).where(eq(users.id, userId));
    expect(await checkBalances(t.app.db)).toEqual([]);
  });

  it('never spends the same points twice under concurrent debits', async () => {
    const userId = await newUser();
    await credit(t.app.db, { userId, points: 100, kind: 'achievement', title });
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.app.db.transaction((tx) => debit(tx, { userId, points: 30, kind: 'redemption', title }))),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(ok).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'NotEnoughPoints' });
    expect(await balance(userId)).toEqual({ points: 10, total: 100 });
    expect(await ledgerSum(t.app.db, userId)).toBe(10);
    const rows = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);
    expect(rows.map((r) => r.balanceAfter)).toEqual([100, 70, 40, 10]);
    expect(await checkBalances(t.app.db)).toEqual([]);
  });

  it.runIf(onPostgres())('keeps concurrent credits and debits consistent on PostgreSQL', async () => {
    const userId = await newUser();
    await credit(t.app.db, { userId, points: 50, kind: 'achievement', title });
    await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.app.db.transaction((tx) =>
          i % 2 === 0
            ? credit(tx, { userId, points: 7, kind: 'achievement', title })
            : debit(tx, { userId, points: 13, kind: 'redemption', title }),
        ),
      ),
    );
    const { points } = await balance(userId);
    expect(points).toBeGreaterThanOrEqual(0);
    expect(points).toBe(await ledgerSum(t.app.db, userId));
    expect(await checkBalances(t.app.db)).toEqual([]);
  });
});
