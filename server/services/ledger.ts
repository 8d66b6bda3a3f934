// The one place points change (DESIGN.md section 4). Each call locks the user's row, appends a
// ledger row with the new balance and updates users.points in the caller's transaction, so the
// balance always equals the ledger sum and concurrent spends queue up behind the lock.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pointsLedger, users, type LedgerKind, type LocalizedText } from '../db/schema';
import { AppError, badRequest } from '../errors';

export interface LedgerEntry {
  userId: number;
  /** Positive whole number of points to move. */
  points: number;
  kind: LedgerKind;
  title: LocalizedText;
  achievementId?: number | null;
  prizeId?: number | null;
  rewardId?: number | null;
  counterpartyUserId?: number | null;
  partnerKeyId?: number | null;
}

export interface LedgerResult {
  ledgerId: number;
  balance: number;
  totalPointsEarned: number;
}

/**
 * Kinds that count towards the lifetime total ("sum of earnings"). Points received by transfer
 * are NOT earnings: they were earned once already by the sender, and counting them again would
 * let two users inflate each other's totals by passing points back and forth.
 */
export const EARNING_KINDS: ReadonlySet<LedgerKind> = new Set<LedgerKind>([
  'signup_bonus',
  'achievement',
  'manual_award',
  'promo_code',
  'referral',
]);

export const countsAsEarning = (kind: LedgerKind) => EARNING_KINDS.has(kind);

type Executor = Db | Tx;

async function lockUser(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ points: users.points, totalPointsEarned: users.totalPointsEarned })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new AppError(404, 'UserNotFound', 'No such user.');
  return row;
}

function checkPoints(points: number) {
  if (!Number.isSafeInteger(points) || points <= 0) {
    throw badRequest('ValidationError', 'Points must be a positive whole number.', { field: 'points' });
  }
}

async function append(tx: Executor, entry: LedgerEntry, delta: number): Promise<LedgerResult> {
  const current = await lockUser(tx, entry.userId);
  const balance = current.points + delta;
  if (balance < 0) {
    throw badRequest('NotEnoughPoints', `Not enough points: you have ${current.points}, this needs ${-delta}.`, {
      points: current.points,
      required: -delta,
    });
  }
  const earned = delta > 0 && countsAsEarning(entry.kind) ? delta : 0;
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      delta,
      balanceAfter: balance,
      kind: entry.kind,
      title: entry.title,
      achievementId: entry.achievementId ?? null,
      prizeId: entry.prizeId ?? null,
      rewardId: entry.rewardId ?? null,
      counterpartyUserId: entry.counterpartyUserId ?? null,
      partnerKeyId: entry.partnerKeyId ?? null,
    })
    .returning({ id: pointsLedger.id });
  const totalPointsEarned = current.totalPointsEarned + earned;
  await tx.update(users).set({ points: balance, totalPointsEarned }).where(eq(users.id, entry.userId));
  return { ledgerId: row!.id, balance, totalPointsEarned };
}

/** Adds points. Run inside a transaction (db.transaction) together with whatever caused them. */
export async function credit(tx: Executor, entry: LedgerEntry): Promise<LedgerResult> {
  checkPoints(entry.points);
  return append(tx, entry, entry.points);
}

/** Takes points away; 400 NotEnoughPoints when the balance is short (nothing is written then). */
export async function debit(tx: Executor, entry: LedgerEntry): Promise<LedgerResult> {
  checkPoints(entry.points);
  return append(tx, entry, -entry.points);
}

export async function ledgerSum(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number | null>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.sum ?? 0);
}

export interface BalanceMismatch {
  userId: number;
  points: number;
  ledgerSum: number;
}

/** Users whose balance differs from the sum of their ledger rows; empty when the books are right. */
export async function checkBalances(db: Executor): Promise<BalanceMismatch[]> {
  const sums = db
    .select({ userId: pointsLedger.userId, total: sql<string>`sum(${pointsLedger.delta})`.as('total') })
    .from(pointsLedger)
    .groupBy(pointsLedger.userId)
    .as('sums');
  const rows = await db
    .select({ userId: users.id, points: users.points, total: sql<string | number>`coalesce(${sums.total}, 0)` })
    .from(users)
    .leftJoin(sums, eq(sums.userId, users.id))
    .where(sql`${users.points} <> coalesce(${sums.total}, 0)`);
  return rows.map((r) => ({ userId: r.userId, points: r.points, ledgerSum: Number(r.total) }));
}
