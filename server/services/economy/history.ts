// getUserHistoryLog: the user's ledger rows and changes of tier, newest first, as docs/product.md
// section 3 history entries: type achievement for points in, redemption for points out, tier_change
// for a move to another tier (source_type tier_up or tier_down, the title the new tier's name);
// source_type is otherwise the ledger kind.
import { sql } from 'drizzle-orm';
import type { HistoryEntry, HistoryPage } from '../../../contract/economy';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { LedgerKind, LocalizedText, pointsLedger } from '../../db/schema';
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

interface MergedRow {
  source: 'ledger' | 'tier';
  id: number;
  delta: number;
  prize_id: number | null;
  reward_id: number | null;
  kind: string;
  title: LocalizedText | null;
  created_at: string | Date;
}

function mergedEntry(row: MergedRow, locale: Locale): HistoryEntry {
  const createdAt = new Date(row.created_at).toISOString();
  if (row.source === 'tier') {
    return {
      id: row.id,
      type: 'tier_change',
      points: 0,
      prize_id: null,
      reward_id: null,
      source_type: row.kind === 'up' ? 'tier_up' : 'tier_down',
      title: text(row.title, locale),
      created_at: createdAt,
    };
  }
  return {
    id: row.id,
    type: row.delta >= 0 ? 'achievement' : 'redemption',
    points: Math.abs(row.delta),
    prize_id: row.prize_id,
    reward_id: row.reward_id,
    source_type: row.kind as LedgerKind,
    title: text(row.title, locale),
    created_at: createdAt,
  };
}

export async function historyPage(
  db: Db,
  userId: number,
  page: { start_from: number; length: number },
  locale: Locale,
): Promise<HistoryPage> {
  // Each source reads only as far as the page reaches, along its own index; the two are merged by time.
  const reach = page.start_from + page.length + 1;
  const rows = await queryRows<MergedRow>(
    db,
    sql`select * from (
        (select 'ledger' as source, id::float8 as id, delta, prize_id, reward_id, kind, title, created_at
          from points_ledger where user_id = ${userId} order by created_at desc, id desc limit ${reach})
        union all
        (select 'tier' as source, c.id::float8 as id, 0 as delta, null::int as prize_id, null::int as reward_id, c.direction as kind, t.name as title, c.created_at
          from tier_changes c left join tiers t on t.id = c.to_tier_id where c.user_id = ${userId} order by c.created_at desc limit ${reach})
      ) merged
      order by created_at desc, source desc, id desc
      offset ${page.start_from} limit ${page.length + 1}`,
  );
  return {
    list: rows.slice(0, page.length).map((row) => mergedEntry(row, locale)),
    has_more: rows.length > page.length,
  };
}
