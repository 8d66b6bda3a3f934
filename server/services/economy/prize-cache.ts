// The active prizes, read once per process and kept until a prize changes other than in its stock
// (triggers NOTIFY 'prizes_changed', server/db/functions/notify_prizes_changed.sql): a redemption reads
// from here what its reward's
// code, validity and name look like, and the database function checks the prize as it is then.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { prizes } from '../../db/schema';
import { fromRead, tableCache } from '../../db/table-cache';

type PrizeRow = typeof prizes.$inferSelect;

const prizeCache = tableCache('prizes_changed');
export const watchPrizes = prizeCache.watch;
/** Say so after changing a prize, so this process's next read sees it. */
export const prizesChanged = prizeCache.changed;

const activePrizeQuery = (db: Db) =>
  prepared(db, 'redeem_active_prize', (d, name) =>
    d
      .select()
      .from(prizes)
      .where(and(eq(prizes.id, sql.placeholder('prizeId')), eq(prizes.active, true)))
      .limit(1)
      .prepare(name),
  );

/**
 * An active prize as this process keeps it. A prize it does not know (added a moment ago, before the
 * notification came, or no active prize at all) and any read when `db` is not watched go to the database.
 */
export async function activePrize(db: Db, prizeId: number): Promise<PrizeRow | undefined> {
  if (prizeCache.watched(db)) {
    const active = await prizeCache.cached(db, async () => ({ rows: await db.select().from(prizes).where(eq(prizes.active, true)) }));
    const kept = fromRead(active, 'byId', () => new Map(active.rows.map((row) => [row.id, row]))).get(prizeId);
    if (kept) return kept;
  }
  const [row] = await activePrizeQuery(db).execute({ prizeId });
  return row;
}
