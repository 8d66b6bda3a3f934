// Points by calendar month (UTC) straight from the ledger: issued (the earning kinds, as the overview
// counts them), redeemed (prize redemptions), expired (kind points_expiry), adjusted (the rest of the
// net change: deductions, voided purchases) and outstanding (every balance at the month's end, which
// is the ledger's sum up to then, since each balance equals its ledger).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { earningKinds } from '../console/overview-summary';

export const EXPIRY_KIND = 'points_expiry';

export interface MonthRange {
  /** First month, YYYY-MM. */
  from: string;
  /** Last month, included. */
  to: string;
}

/** Every month of the range, in order. */
export function monthsOf({ from, to }: MonthRange): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > to) return months;
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The instants the range starts and ends at (the first day of the month after `to`). */
export function rangeBounds({ from, to }: MonthRange) {
  const [year, month] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  const end = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { start: `${from}-01T00:00:00Z`, end: `${end}-01T00:00:00Z` };
}

export async function pointsByMonth(db: Db, range: MonthRange) {
  const { start, end } = rangeBounds(range);
  const [[opening], rows] = await Promise.all([
    queryRows<{ total: number }>(db, sql`select coalesce(sum(delta), 0)::float8 as total from points_ledger where created_at < ${start}::timestamptz`),
    queryRows<{ month: string; issued: number; redeemed: number; expired: number; net: number }>(
      db,
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month,
            coalesce(sum(delta) filter (where delta > 0 and kind in (${earningKinds})), 0)::float8 as issued,
            coalesce(-sum(delta) filter (where kind = 'redemption'), 0)::float8 as redeemed,
            coalesce(-sum(delta) filter (where kind = ${EXPIRY_KIND}), 0)::float8 as expired,
            coalesce(sum(delta), 0)::float8 as net
          from points_ledger where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          group by 1`,
    ),
  ]);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  let outstanding = Number(opening?.total ?? 0);
  const openingOutstanding = outstanding;
  const months = monthsOf(range).map((month) => {
    const row = byMonth.get(month);
    const [issued, redeemed, expired, net] = [row?.issued, row?.redeemed, row?.expired, row?.net].map((v) => Number(v ?? 0)) as [number, number, number, number];
    outstanding += net;
    return { month, issued, redeemed, expired, adjusted: net - issued + redeemed + expired, outstanding };
  });
  return { opening_outstanding: openingOutstanding, months };
}
