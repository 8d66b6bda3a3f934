// A limited stock changes only by conditional updates in the database, never by writing back a number
// read earlier: redemptions take one with `items_left - 1 where items_left > 0`
// (server/db/functions/issue_reward.sql), the operator adds or removes with `items_left + n where the
// result stays >= 0`, and
// replaces the stock only where it still is what the operator saw. So no redemption is ever undone by
// an edit, and the stock never goes below zero (the prizes_items_left_not_negative check backs this).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prizes } from '../../db/schema';
import { AppError, badRequest } from '../../errors';

const stockChanged = (now: number | null) =>
  new AppError(409, 'StockChanged', 'The stock changed meanwhile (members redeemed or another editor changed it). Look at it again.', {
    items_left: now,
  });

async function currentStock(tx: Tx, prizeId: number): Promise<number | null> {
  const [row] = await tx.select({ itemsLeft: prizes.itemsLeft }).from(prizes).where(eq(prizes.id, prizeId));
  return row?.itemsLeft ?? null;
}

/** Adds `by` to a limited stock (negative removes); answers the new stock. */
export async function addToStock(tx: Tx, prizeId: number, by: number): Promise<number> {
  const [row] = await tx
    .update(prizes)
    .set({ itemsLeft: sql`${prizes.itemsLeft} + ${by}` })
    .where(and(eq(prizes.id, prizeId), isNotNull(prizes.itemsLeft), sql`${prizes.itemsLeft} + ${by} >= 0`))
    .returning({ itemsLeft: prizes.itemsLeft });
  if (row) return row.itemsLeft!;
  const now = await currentStock(tx, prizeId);
  if (now === null) throw badRequest('StockUnlimited', 'This prize has unlimited stock; set a number of items first.');
  throw badRequest('StockTooLow', `Only ${now} left; that many cannot be removed.`, { items_left: now });
}

/** Replaces the stock (null: unlimited) if it still is `expected`; else StockChanged with the stock now. */
export async function replaceStock(tx: Tx, prizeId: number, itemsLeft: number | null, expected: number | null): Promise<void> {
  const [row] = await tx
    .update(prizes)
    .set({ itemsLeft })
    .where(and(eq(prizes.id, prizeId), sql`${prizes.itemsLeft} is not distinct from ${expected}::int`))
    .returning({ id: prizes.id });
  if (!row) throw stockChanged(await currentStock(tx, prizeId));
}
