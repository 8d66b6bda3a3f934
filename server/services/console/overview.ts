// The console's overview: members, points issued, redeemed and outstanding, a per-day series, each
// challenge's funnel and redemptions per prize; days are UTC days. Issued counts the earning kinds of the
// ledger (services/economy/ledger.ts EARNING_KINDS: transfers move points that were issued once already);
// redeemed counts prize redemptions. Closed days, the funnels, the members and their points and the
// active members come from the summaries (overview-summary.ts) plus what happened since, read live
// (the ledger and users by created_at), so a member's act shows at once (docs/architecture.md,
// "Console overview at scale").
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { text, type Locale } from '../economy/locale';
import { earningKinds, summarisedUntil } from './overview-summary';

const DAY_MS = 86_400_000;
const ACTIVE_DAYS = 30;
const WEEK_DAYS = 7;

export interface Period {
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day, included. */
  to: string;
}

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Every day of the period, in order. */
export function daysOf({ from, to }: Period): string[] {
  const days: string[] = [];
  for (let t = startOf(from).getTime(); t <= startOf(to).getTime(); t += DAY_MS) days.push(dayOf(new Date(t)));
  return days;
}

const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

/**
 * A period split where the summaries end: days before `until` (the first day not summarised, read once
 * and passed to every statement, so a summary committed meanwhile is counted once) from the summaries,
 * the rest live. Before any summary, all live.
 */
function splitAt(period: Period, until: string | null) {
  const end = new Date(startOf(period.to).getTime() + DAY_MS).toISOString();
  const liveStart = until && until > period.from ? `${until}T00:00:00Z` : startOf(period.from).toISOString();
  return { end, liveStart, summaryTo: until ?? period.from };
}

async function memberFigures(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - WEEK_DAYS * DAY_MS).toISOString();
  const monthAgo = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);
  // Active: earned or spent points in the last 30 days. Whole days after the one 30 days ago from the
  // members per day of their latest ledger row; that day itself from member_activity's index.
  const boundaryDay = dayOf(monthAgo);
  const boundaryEnd = new Date(startOf(boundaryDay).getTime() + DAY_MS).toISOString();
  const [[members], [active]] = await Promise.all([
    // Members not deactivated and their points: the folded totals plus the changes since (overview-summary.ts).
    queryRows<{ total: number; new_this_week: number; outstanding: number }>(
      db,
      sql`select coalesce(sum(members), 0)::float8 as total, coalesce(sum(outstanding), 0)::float8 as outstanding,
            (select count(*) from users where created_at >= ${weekAgo}::timestamptz)::float8 as new_this_week
          from (select members, outstanding from member_totals union all select members, outstanding from member_totals_changes) totals`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select (coalesce((select sum(members) from (select day, members from member_activity_days
              union all select day, members from member_activity_changes) days where day > ${boundaryDay}::date), 0)
            + (select count(*) from member_activity
              where last_active_at >= ${monthAgo.toISOString()}::timestamptz and last_active_at < ${boundaryEnd}::timestamptz))::float8 as n`,
    ),
  ]);
  return { total: Number(members?.total ?? 0), newThisWeek: Number(members?.new_this_week ?? 0), outstanding: Number(members?.outstanding ?? 0), active: Number(active?.n ?? 0) };
}

async function dailySeries(db: Db, period: Period, until: string | null) {
  const { end, liveStart, summaryTo } = splitAt(period, until);
  const [summarised, points, joined] = await Promise.all([
    queryRows<{ day: string; issued: number; redeemed: number; new_members: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, issued::float8 as issued, redeemed::float8 as redeemed, new_members::float8 as new_members
          from overview_days where day >= ${period.from}::date and day <= ${period.to}::date and day < ${summaryTo}::date`,
    ),
    queryRows<{ day: string; issued: number; redeemed: number }>(
      db,
      sql`select ${utcDay('created_at')} as day,
            coalesce(sum(delta) filter (where delta > 0 and kind in (${earningKinds})), 0)::float8 as issued,
            coalesce(-sum(delta) filter (where kind = 'redemption'), 0)::float8 as redeemed
          from points_ledger where created_at >= ${liveStart}::timestamptz and created_at < ${end}::timestamptz
          group by 1`,
    ),
    queryRows<{ day: string; n: number }>(
      db,
      sql`select ${utcDay('created_at')} as day, count(*)::float8 as n
          from users where created_at >= ${liveStart}::timestamptz and created_at < ${end}::timestamptz
          group by 1`,
    ),
  ]);
  const byDay = new Map<string, { issued: number; redeemed: number; new_members: number }>();
  const add = (day: string, figures: { issued?: number; redeemed?: number; new_members?: number }) => {
    const known = byDay.get(day) ?? { issued: 0, redeemed: 0, new_members: 0 };
    byDay.set(day, {
      issued: known.issued + Number(figures.issued ?? 0),
      redeemed: known.redeemed + Number(figures.redeemed ?? 0),
      new_members: known.new_members + Number(figures.new_members ?? 0),
    });
  };
  for (const row of summarised) add(row.day, row);
  for (const row of points) add(row.day, row);
  for (const row of joined) add(row.day, { new_members: row.n });
  return daysOf(period).map((day) => ({ day, issued: 0, redeemed: 0, new_members: 0, ...byDay.get(day) }));
}

/** Each challenge's funnel, all time: active challenges, and any other a member has met. */
export async function challengeFunnels(db: Db, locale: Locale) {
  const rows = await queryRows<{ id: number; name: LocalizedText; seen: number; accepted: number; completed: number; collected: number }>(
    db,
    sql`select c.id, c.name, coalesce(f.shown, 0)::float8 as seen, coalesce(f.accepted, 0)::float8 as accepted,
          coalesce(f.completed, 0)::float8 as completed, coalesce(f.collected, 0)::float8 as collected
        from challenges c
        left join (select challenge_id, sum(shown) as shown, sum(accepted) as accepted, sum(completed) as completed,
            sum(collected) as collected
          from (select challenge_id, shown, accepted, completed, collected from challenge_funnels
            union all select challenge_id, shown, accepted, completed, collected from challenge_funnel_changes) changes
          group by challenge_id) f on f.challenge_id = c.id
        where c.active or f.shown > 0 or f.collected > 0
        order by c.sort_order, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: text(row.name, locale),
    seen: Number(row.seen),
    accepted: Number(row.accepted),
    completed: Number(row.completed),
    collected: Number(row.collected),
  }));
}

async function prizeRedemptions(db: Db, period: Period, until: string | null, locale: Locale) {
  const { end, liveStart, summaryTo } = splitAt(period, until);
  const rows = await queryRows<{ id: number; name: LocalizedText; redemptions: number; points: number }>(
    db,
    sql`select p.id, p.name, r.redemptions, r.points
        from (select prize_id, sum(redemptions)::float8 as redemptions, sum(points)::float8 as points from (
            select prize_id, redemptions, points from overview_prize_days
              where day >= ${period.from}::date and day <= ${period.to}::date and day < ${summaryTo}::date
            union all
            select prize_id, count(*), -sum(delta) from points_ledger
              where kind = 'redemption' and prize_id is not null and created_at >= ${liveStart}::timestamptz and created_at < ${end}::timestamptz
              group by prize_id) days
          group by prize_id) r
        join prizes p on p.id = r.prize_id
        order by r.redemptions desc, p.id`,
  );
  return rows.map((row) => ({ id: row.id, name: text(row.name, locale), redemptions: Number(row.redemptions), points: Number(row.points) }));
}

export async function overview(db: Db, period: Period, locale: Locale, now = new Date()) {
  const until = await summarisedUntil(db);
  const [members, series, challenges, prizes] = await Promise.all([
    memberFigures(db, now),
    dailySeries(db, period, until),
    challengeFunnels(db, locale),
    prizeRedemptions(db, period, until, locale),
  ]);
  const sum = (key: 'issued' | 'redeemed' | 'new_members') => series.reduce((total, day) => total + day[key], 0);
  return {
    from: period.from,
    to: period.to,
    members: { total: members.total, new_this_week: members.newThisWeek, active_30_days: members.active, new_in_period: sum('new_members') },
    points: { issued: sum('issued'), redeemed: sum('redeemed'), outstanding: members.outstanding },
    series,
    challenges,
    prizes,
  };
}
