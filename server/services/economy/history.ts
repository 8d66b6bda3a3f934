// getUserHistoryLog: the user's ledger rows, newest first, as docs/product.md section 3 history entries:
// type achievement for points in, redemption for points out; source_type is the ledger kind.
import { desc, eq } from 'drizzle-orm';
import type { HistoryEntry, HistoryPage } from '../../../contract/economy';
import type { Db } from '../../db/client';
import { pointsLedger } from '../../db/schema';
import { text, type Locale } from './locale';

type LedgerRow = typeof pointsLedger.$inferSelect;

export function toHistoryEntry(row: LedgerRow, locale: Locale): HistoryEntry {
  return {
    id: row.id,
    type: row.delta >= 0 ? 'achievement' : 'redemption',
    points: Math.abs(row.delta),
    prize_id: row.prizeId,
    reward_id: row.rewardId,
    source_type: row.kind,
    title: text(row.title, locale),
    created_at: row.createdAt.toISOString(),
  };
}

export async function historyPage(
  db: Db,
  userId: number,
  page: { start_from: number; length: number },
  locale: Locale,
): Promise<HistoryPage> {
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.id))
    .offset(page.start_from)
    .limit(page.length + 1);
  return {
    list: rows.slice(0, page.length).map((row) => toHistoryEntry(row, locale)),
    has_more: rows.length > page.length,
  };
}
