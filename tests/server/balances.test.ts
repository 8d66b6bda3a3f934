// Balance = ledger sum (docs/money.md) after a mixed, concurrent workload of every money move,
// and the admin script scripts/check-balances.ts that proves it on a real database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { auditBooks } from '../../server/services/economy/audit';
import { credit } from '../../server/services/economy/ledger';
import { createPrize, createPromoCode, get, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, migratedDataDir, type TestApp } from './helpers';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('books', () => {
  it('every balance equals its ledger sum after concurrent redeems, transfers, codes and awards', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(t, `Mixer${i}`, 'Books')));
    await createPromoCode(t, { code: 'MIX', points: 12, multiUse: true });
    await createPromoCode(t, { code: 'ONCE', points: 40, multiUse: false });
    const prize = await createPrize(t, { value: 35, itemsLeft: 4 });
    const referralIds = await Promise.all(members.map(async (m) => (await get(t, m, 'getUserData')).json().referral_id));
    const calls = members.flatMap((m, i) => {
      const next = members[(i + 1) % members.length]!;
      return [
        givePoints(t, m, 10 * (i + 1)),
        post(t, m, 'redeemPrize', { prize_id: prize.id }),
        post(t, m, 'redeemPrize', { prize_id: prize.id }),
        post(t, m, 'transferPoints', { recipient_phone: next.phone, points: 7 + i }),
        post(t, next, 'transferPoints', { recipient_phone: m.phone, points: 9 }),
        post(t, m, 'applyPromoCode', { code: 'MIX' }),
        post(t, m, 'applyPromoCode', { code: 'ONCE' }),
        post(t, m, 'applyReferralCode', { code: referralIds[(i + 2) % members.length] }),
      ];
    });
    const answers = await Promise.all(calls);
    for (const a of answers) {
      if ('statusCode' in a) expect(a.statusCode, a.body).toBeLessThan(500);
    }
    const audit = await auditBooks(t.database.db);
    expect(audit.balances).toEqual([]);
    expect(audit.totals).toEqual([]);
    expect(audit.users).toBeGreaterThanOrEqual(6);
  });
});

describe('scripts/check-balances.ts', () => {
  it('exits 0 when the books agree and 1, naming the user, when they do not', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'books-'));
    try {
      await migratedDataDir(dataDir);
      const database = await openDatabase({ dataDir });
      const [user] = await database.db
        .insert(users)
        .values({ phone: '37060000099', referralId: 'BOOKS001', externalId: 'books-1' })
        .returning({ id: users.id });
      await database.db.transaction((tx) =>
        credit(tx, { userId: user!.id, points: 40, kind: 'manual_award', title: { en: 'Test' } }),
      );
      await database.close();
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const script = path.resolve('scripts/check-balances.ts');
      const checkBalances = () => run(process.execPath, ['--import', 'tsx', script], { env });
      const ok = await checkBalances();
      expect(ok.stdout).toContain('OK: 1 users');

      const broken = await openDatabase({ dataDir });
      await broken.db.update(users).set({ points: 45 }).where(eq(users.id, user!.id));
      await broken.close();
      const failed = await checkBalances().then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => error,
      );
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain(`user ${user!.id}: balance 45, ledger sum 40`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
