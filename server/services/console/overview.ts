// The console's overview: members, points issued, redeemed and outstanding, a per-day series, each
// challenge's funnel and redemptions per prize. Every figure is one SQL aggregate; days are UTC days.
// Issued counts the earning kinds of the ledger (services/ledger.ts EARNING_KINDS: transfers move points
// that were issued once already); redeemed counts prize redemptions. Ranges of days read the ledger
// through points_ledger_created_user_idx (active members from the index alone) and new members
// through users_created_idx (migration 0015).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { text, type Locale } from '../economy/locale';
import { EARNING_KINDS } from '../ledger';

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

const earningKinds = sql.join(
  [...EARNING_KINDS].map((kind) => sql`${kind}`),
  sql`, `,
);
const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

async function memberFigures(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - WEEK_DAYS * DAY_MS).toISOString();
  const monthAgo = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString();
  const [[members], [active]] = await Promise.all([
    queryRows<{ total: number; new_this_week: number; outstanding: number }>(
      db,
      sql`select count(*) filter (where deactivated_at is null)::float8 as total,
            count(*) filter (where created_at >= ${weekAgo}::timestamptz)::float8 as new_this_week,
            coalesce(sum(points), 0)::float8 as outstanding
          from users`,
    ),
    // Active: earned or spent points in the last 30 days (the ledger is the record of what members do).
    queryRows<{ n: number }>(
      db,
      sql`select count(distinct user_id)::float8 as n from points_ledger where created_at >= ${monthAgo}::timestamptz`,
    ),
  ]);
  return { total: Number(members?.total ?? 0), newThisWeek: Number(members?.new_this_week ?? 0), outstanding: Number(members?.outstanding ?? 0), active: Number(active?.n ?? 0) };
}

async function dailySeries(db: Db, period: Period) {
  const start = startOf(period.from).toISOString();
  const end = new Date(startOf(period.to).getTime() + DAY_MS).toISOString();
  const [points, joined] = await Promise.all([
    queryRows<{ day: string; issued: number; redeemed: number }>(
      db,
      sql`select ${utcDay('created_at')} as day,
            coalesce(sum(delta) filter (where delta > 0 and kind in (${earningKinds})), 0)::float8 as issued,
            coalesce(-sum(delta) filter (where kind = 'redemption'), 0)::float8 as redeemed
          from points_ledger where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          group by 1`,
    ),
    queryRows<{ day: string; n: number }>(
      db,
      sql`select ${utcDay('created_at')} as day, count(*)::float8 as n
          from users where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          group by 1`,
    ),
  ]);
  const byDay = new Map(points.map((row) => [row.day, row]));
  const newByDay = new Map(joined.map((row) => [row.day, Number(row.n)]));
  return daysOf(period).map((day) => ({
    day,
    issued: Number(byDay.get(day)?.issued ?? 0),
    redeemed: Number(byDay.get(day)?.redeemed ?? 0),
    new_members: newByDay.get(day) ?? 0,
  }));
}

/** Each challenge's funnel, all time: active challenges, and any other a member has met. */
async function challengeFunnels(db: Db, locale: Locale) {
  const rows = await queryRows<{ id: number; name: LocalizedText; shown: number; accepted: number; completed: number; collected: number }>(
    db,
    sql`select c.id, c.name, coalesce(f.shown, 0)::float8 as shown, coalesce(f.accepted, 0)::float8 as accepted,
          coalesce(f.completed, 0)::float8 as completed, coalesce(a.collected, 0)::float8 as collected
        from challenges c
        left join (select challenge_id, count(*) as shown, count(accepted_at) as accepted,
            count(*) filter (where status = 'completed') as completed
          from user_challenges group by challenge_id) f on f.challenge_id = c.id
        left join (select challenge_id, count(*) as collected from achievements
          where collected_at is not null and challenge_id is not null group by challenge_id) a on a.challenge_id = c.id
        where c.active or f.challenge_id is not null or a.challenge_id is not null
        order by c.sort_order, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: text(row.name, locale),
    shown: Number(row.shown),
    accepted: Number(row.accepted),
    completed: Number(row.completed),
    collected: Number(row.collected),
  }));
}

async function prizeRedemptions(db: Db, period: Period, locale: Locale) {
  const start = startOf(period.from).toISOString();
  const end = new Date(startOf(period.to).getTime() + DAY_MS).toISOString();
  const rows = await queryRows<{ id: number; name: LocalizedText; redemptions: number; points: number }>(
    db,
    sql`select p.id, p.name, r.redemptions, r.points
        from (select prize_id, count(*)::float8 as redemptions, (-sum(delta))::float8 as points from points_ledger
          where kind = 'redemption' and prize_id is not null
            and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          group by prize_id) r
        join prizes p on p.id = r.prize_id
        order by r.redemptions desc, p.id`,
  );
  return rows.map((row) => ({ id: row.id, name: text(row.name, locale), redemptions: Number(row.redemptions), points: Number(row.points) }));
}

export async function overview(db: Db, period: Period, locale: Locale, now = new Date()) {
  const [members, series, challenges, prizes] = await Promise.all([
    memberFigures(db, now),
    dailySeries(db, period),
    challengeFunnels(db, locale),
    prizeRedemptions(db, period, locale),
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
