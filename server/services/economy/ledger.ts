// The one place points change (docs/money.md). Each call locks the user's row, appends a
// ledger row with the new balance and updates users.points in the caller's transaction, so the
// balance always equals the ledger sum and concurrent spends queue up behind the lock; all three in
// one statement, the database function post_points (server/db/functions/post_points.sql), through which transfers and
// redemptions post as well.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { pointsLedger, users, type LedgerKind, type LocalizedText } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { pointsIssued } from '../../observability/metrics';

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
  /** What the balance moved by: an earning's points with the member's tier bonus (docs/money.md, Tiers). */
  moved: number;
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

function checkPoints(points: number) {
  if (!Number.isSafeInteger(points) || points <= 0) {
    throw badRequest('ValidationError', 'Points must be a positive whole number.', { field: 'points' });
  }
}

interface Posted {
  /** The balance before, as the statement saw it (for the message when short); null without a user. */
  before_points: number | null;
  /** After the posting; null when nothing was posted (no user, or not enough points). */
  after_points: number | null;
  earned_total: number | null;
  entry_id: number | null;
}

/**
 * One statement, the database function post_points (server/db/functions/post_points.sql): the UPDATE locks the user's row
 * (waiting behind a concurrent posting and re-checking the balance on the row it committed) and moves
 * the balance only if it stays >= 0, and the ledger row is written from what the UPDATE returned, so the
 * balance always equals the ledger sum. The transfer and redemption functions post through it too.
 */
async function append(tx: Executor, entry: LedgerEntry, delta: number): Promise<LedgerResult> {
  const earned = delta > 0 && countsAsEarning(entry.kind) ? delta : 0;
  const [row] = await queryRows<Posted>(
    tx,
    sql`select before_points, after_points, earned_total, entry_id::float8 as entry_id from post_points(
      ${entry.userId}::int, ${delta}::int, ${earned}::int, ${entry.kind}::text, ${JSON.stringify(entry.title)}::jsonb,
      ${entry.achievementId ?? null}::int, ${entry.prizeId ?? null}::int, ${entry.rewardId ?? null}::int,
      ${entry.counterpartyUserId ?? null}::int, ${entry.partnerKeyId ?? null}::int)`,
  );
  if (row?.after_points == null || row.entry_id == null || row.earned_total == null) {
    if (row?.before_points == null) throw new AppError(404, 'UserNotFound', 'No such user.');
    throw notEnoughPoints(row.before_points, -delta);
  }
  // In the caller's transaction: a posting rolled back after this still counts (rare: the ledger is the truth).
  if (delta > 0) pointsIssued.inc({ kind: entry.kind }, delta);
  return { ledgerId: row.entry_id, balance: row.after_points, moved: row.after_points - (row.before_points ?? 0), totalPointsEarned: row.earned_total };
}

const notEnoughPoints = (points: number, required: number) =>
  badRequest('NotEnoughPoints', `Not enough points: you have ${points}, this needs ${required}.`, { points, required });

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
