// The one place points change (DESIGN.md section 4). Each call locks the user's row, appends a
// ledger row with the new balance and updates users.points in the caller's transaction, so the
// balance always equals the ledger sum and concurrent spends queue up behind the lock; all three in
// one statement.
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

function checkPoints(points: number) {
  if (!Number.isSafeInteger(points) || points <= 0) {
    throw badRequest('ValidationError', 'Points must be a positive whole number.', { field: 'points' });
  }
}

interface Posted {
  /** The balance before, as this statement's snapshot saw it (for the message when short); null without a user. */
  pointsBefore: number | null;
  /** After the posting; null when nothing was posted (no user, or not enough points). */
  points: number | null;
  totalPointsEarned: number | null;
  ledgerId: number | null;
}

/**
 * One statement: the UPDATE locks the user's row (waiting behind a concurrent posting and re-checking
 * the balance on the row it committed) and moves the balance only if it stays >= 0, and the ledger row
 * is inserted from what the UPDATE returned, so the balance always equals the ledger sum.
 */
async function append(tx: Executor, entry: LedgerEntry, delta: number): Promise<LedgerResult> {
  const earned = delta > 0 && countsAsEarning(entry.kind) ? delta : 0;
  const result = await tx.execute(sql`
    with moved as (
      update ${users} set points = points + ${delta}, total_points_earned = total_points_earned + ${earned}
      where id = ${entry.userId} and points + ${delta} >= 0
      returning points, total_points_earned
    ), entry as (
      insert into ${pointsLedger} (user_id, delta, balance_after, kind, title, achievement_id, prize_id, reward_id,
        counterparty_user_id, partner_key_id)
      select ${entry.userId}, ${delta}, moved.points, ${entry.kind}, ${JSON.stringify(entry.title)}::jsonb,
        ${entry.achievementId ?? null}::int, ${entry.prizeId ?? null}::int, ${entry.rewardId ?? null}::int,
        ${entry.counterpartyUserId ?? null}::int, ${entry.partnerKeyId ?? null}::int
      from moved
      returning id
    )
    select (select points from ${users} where id = ${entry.userId}) as "pointsBefore", moved.points,
      moved.total_points_earned as "totalPointsEarned", (select id from entry)::float8 as "ledgerId"
    from (select 1) as one left join moved on true`);
  const [row] = (Array.isArray(result) ? result : (result as unknown as { rows: Posted[] }).rows) as Posted[];
  if (row?.points == null || row.ledgerId == null || row.totalPointsEarned == null) {
    if (row?.pointsBefore == null) throw new AppError(404, 'UserNotFound', 'No such user.');
    throw badRequest('NotEnoughPoints', `Not enough points: you have ${row.pointsBefore}, this needs ${-delta}.`, {
      points: row.pointsBefore,
      required: -delta,
    });
  }
  return { ledgerId: row.ledgerId, balance: row.points, totalPointsEarned: row.totalPointsEarned };
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
