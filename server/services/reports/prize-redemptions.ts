// Redemptions per prize over a range of months, from the ledger's redemption rows: how many and the
// points they took (a prize given by a challenge costs no points and is not a redemption).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { text, type Locale } from '../economy/locale';
import { rangeBounds, type MonthRange } from './points-by-month';

export async function prizeRedemptions(db: Db, range: MonthRange, locale: Locale) {
  const { start, end } = rangeBounds(range);
  const rows = await queryRows<{ id: number; name: LocalizedText; redemptions: number; points: number }>(
    db,
    sql`select p.id, p.name, r.redemptions, r.points
        from (select prize_id, count(*)::float8 as redemptions, (-sum(delta))::float8 as points from points_ledger
            where kind = 'redemption' and prize_id is not null and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
            group by prize_id) r
        join prizes p on p.id = r.prize_id
        order by r.redemptions desc, p.id`,
  );
  return rows.map((row) => ({ id: row.id, name: text(row.name, locale), redemptions: Number(row.redemptions), points: Number(row.points) }));
}
