// The daily tier review (a queued job, server/queue.ts; without the queue the scheduled jobs run it):
// members whose tier's window has ended are reviewed (review_member_tier.sql: kept, dropped, or a drop
// after the grace days), drops whose grace is over are applied (apply_tier_drop.sql), and the days
// that left the window come off each member's running total. Each step is idempotent: a reviewed
// member's review date moves a window on, an applied drop is deleted, and a day taken off is deleted
// with it, so running the review twice changes nothing the second time.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { readTierRules } from './tier-rules';

const BATCH = 500;

export interface TierReview {
  reviewed: number;
  dropped: number;
  /** Tallies of days that left the window. */
  daysRolled: number;
}

/** The first day still in the window at `now` (UTC): N days back, or 1 January. */
export function windowStart(now: Date, rules: { window_kind: 'rolling' | 'calendar_year'; window_days: number }): string {
  if (rules.window_kind === 'calendar_year') return `${now.getUTCFullYear()}-01-01`;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - rules.window_days + 1));
  return start.toISOString().slice(0, 10);
}

async function rollOffOldDays(db: Db, start: string): Promise<number> {
  const [row] = await queryRows<{ days: number }>(
    db,
    sql`with gone as (delete from tier_points_days where day < ${start}::date returning user_id, points),
      sums as (select user_id, sum(points)::int as points, count(*)::int as days from gone group by user_id),
      moved as (update users u set tier_points = greatest(u.tier_points - sums.points, 0) from sums where u.id = sums.user_id returning 1)
      select coalesce((select sum(days) from sums), 0)::int as days, (select count(*) from moved)::int as members`,
  );
  return row?.days ?? 0;
}

async function dueMembers(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, query)).map((row) => row.id);
}

export async function reviewTiers(db: Db, now = new Date()): Promise<TierReview> {
  const rules = await readTierRules(db);
  const result: TierReview = { reviewed: 0, dropped: 0, daysRolled: 0 };
  const start = windowStart(now, rules);
  // A rolling window is judged on its last N days; a calendar year on the year that just ended.
  if (rules.window_kind === 'rolling') result.daysRolled += await rollOffOldDays(db, start);
  for (;;) {
    const ids = await dueMembers(db, sql`select id from users where tier_review_at <= ${now.toISOString()}::timestamptz order by tier_review_at, id limit ${BATCH}`);
    for (const id of ids) {
      const [row] = await queryRows<{ outcome: string }>(db, sql`select review_member_tier(${id}::int, ${now.toISOString()}::timestamptz) as outcome`);
      if (row?.outcome !== 'not_due') result.reviewed += 1;
      if (row?.outcome === 'dropped') result.dropped += 1;
    }
    if (ids.length < BATCH) break;
  }
  for (;;) {
    const ids = await dueMembers(db, sql`select user_id as id from tier_pending_drops where drop_at <= ${now.toISOString()}::timestamptz order by user_id limit ${BATCH}`);
    for (const id of ids) {
      const [row] = await queryRows<{ applied: boolean }>(db, sql`select apply_tier_drop(${id}::int, ${now.toISOString()}::timestamptz) as applied`);
      if (row?.applied) result.dropped += 1;
    }
    if (ids.length < BATCH) break;
  }
  if (rules.window_kind === 'calendar_year') result.daysRolled += await rollOffOldDays(db, start);
  return result;
}
