// The books check of docs/money.md: every balance equals the user's ledger sum, and every
// lifetime total equals the sum of the user's earnings. Used by scripts/check-balances.ts and tests.
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsLedger, users, type LedgerKind } from '../../db/schema';
import { checkBalances, countsAsEarning, type BalanceMismatch } from './ledger';

export interface TotalMismatch {
  userId: number;
  totalPointsEarned: number;
  earnings: number;
}

export interface Audit {
  users: number;
  balances: BalanceMismatch[];
  totals: TotalMismatch[];
}

async function totalMismatches(db: Db): Promise<TotalMismatch[]> {
  const earnedByKind = await db
    .select({ userId: pointsLedger.userId, kind: pointsLedger.kind, sum: sql<string>`sum(${pointsLedger.delta})` })
    .from(pointsLedger)
    .where(gt(pointsLedger.delta, 0))
    .groupBy(pointsLedger.userId, pointsLedger.kind);
  const earnings = new Map<number, number>();
  for (const row of earnedByKind) {
    if (countsAsEarning(row.kind as LedgerKind)) {
      earnings.set(row.userId, (earnings.get(row.userId) ?? 0) + Number(row.sum));
    }
  }
  const totals = await db.select({ id: users.id, total: users.totalPointsEarned }).from(users);
  return totals
    .filter((u) => u.total !== (earnings.get(u.id) ?? 0))
    .map((u) => ({ userId: u.id, totalPointsEarned: u.total, earnings: earnings.get(u.id) ?? 0 }));
}

export async function auditBooks(db: Db): Promise<Audit> {
  const [count] = await db.select({ n: sql<string>`count(*)` }).from(users);
  return {
    users: Number(count?.n ?? 0),
    balances: await checkBalances(db),
    totals: await totalMismatches(db),
  };
}
