// The console overview's figures kept ready (docs/architecture.md, "Console overview at scale"): points
// issued and redeemed and new members per closed UTC day, and redemptions per prize per day, summarised
// from the ledger and users; the challenge funnels, member totals and activity days folded from the
// changes the triggers of migration 0016 append. The overview reads these and adds what happened
// since, so its figures move as soon as a member acts. Run hourly by the job queue (server/queue.ts),
// else by the scheduler (server/jobs.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { EARNING_KINDS } from '../economy/ledger';

const DAY_MS = 86_400_000;
/** A day is summarised only this long after it ended, when no posting begun in it can still commit. */
const CLOSING_MARGIN_MS = 10 * 60_000;
const DAYS_PER_RUN = 31;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY_MS));
const nextDay = (day: string) => addDays(day, 1);

export const earningKinds = sql.join(
  [...EARNING_KINDS].map((kind) => sql`${kind}`),
  sql`, `,
);

/** The last UTC day that is over (with the margin) at `now`. */
export const lastClosedDay = (now: Date) => dayOf(new Date(now.getTime() - CLOSING_MARGIN_MS - DAY_MS));

/** The first day not summarised yet; null before the first summary. */
export async function summarisedUntil(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string }>(db, sql`select to_char(summarised_until, 'YYYY-MM-DD') as day from overview_summary_state`);
  return row?.day ?? null;
}

/**
 * Summarises the days `from`..`to` (UTC, both included) from the ledger, replacing what was there, so
 * re-running a day never counts it twice. Days before `from` must be summarised already (or hold no
 * ledger rows): the overview then reads every day up to `to` from the summaries.
 */
export async function summariseDays(db: Db, from: string, to: string): Promise<void> {
  const start = `${from}T00:00:00Z`;
  const end = `${nextDay(to)}T00:00:00Z`;
  const day = sql.raw(`(created_at at time zone 'UTC')::date`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from overview_days where day >= ${from}::date and day <= ${to}::date`);
    await tx.execute(sql`delete from overview_prize_days where day >= ${from}::date and day <= ${to}::date`);
    await tx.execute(sql`insert into overview_days (day, issued, redeemed, new_members)
      select day, sum(issued), sum(redeemed), sum(new_members) from (
        select ${day} as day, coalesce(sum(delta) filter (where delta > 0 and kind in (${earningKinds})), 0) as issued,
          coalesce(-sum(delta) filter (where kind = 'redemption'), 0) as redeemed, 0 as new_members
        from points_ledger where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz group by 1
        union all
        select ${day}, 0, 0, count(*) from users where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz group by 1
      ) days group by day`);
    await tx.execute(sql`insert into overview_prize_days (day, prize_id, redemptions, points)
      select ${day}, prize_id, count(*), -sum(delta) from points_ledger
      where kind = 'redemption' and prize_id is not null and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      group by 1, 2`);
    await tx.execute(sql`insert into overview_summary_state (id, summarised_until) values (true, ${nextDay(to)}::date)
      on conflict (id) do update set summarised_until = greatest(overview_summary_state.summarised_until, excluded.summarised_until)`);
  });
}

/** Moves the appended changes into the funnels, the member totals and the activity days (one statement each: none is counted twice or lost). */
export async function foldChanges(db: Db): Promise<void> {
  await db.execute(sql`with moved as (delete from member_activity_changes returning day, members)
    insert into member_activity_days (day, members) select day, sum(members) from moved group by day
    on conflict (day) do update set members = member_activity_days.members + excluded.members`);
  await db.execute(sql`with moved as (delete from member_totals_changes returning members, outstanding)
    insert into member_totals (id, members, outstanding) select true, coalesce(sum(members), 0), coalesce(sum(outstanding), 0) from moved
    on conflict (id) do update set members = member_totals.members + excluded.members,
      outstanding = member_totals.outstanding + excluded.outstanding`);
  await db.execute(sql`with moved as (delete from challenge_funnel_changes returning *)
    insert into challenge_funnels (challenge_id, shown, accepted, completed, collected)
    select challenge_id, sum(shown), sum(accepted), sum(completed), sum(collected) from moved group by challenge_id
    on conflict (challenge_id) do update set shown = challenge_funnels.shown + excluded.shown,
      accepted = challenge_funnels.accepted + excluded.accepted, completed = challenge_funnels.completed + excluded.completed,
      collected = challenge_funnels.collected + excluded.collected`);
}

/** The hourly job: every closed day since the last summary (the first run: since the first ledger row or member, whichever came first), the funnels, the member totals and the activity days. */
export async function summariseOverview(db: Db, now = new Date()): Promise<void> {
  const last = lastClosedDay(now);
  let from = await summarisedUntil(db);
  if (!from) {
    // New members are counted by join date: members may have joined before points first moved.
    const [first] = await queryRows<{ day: string | null }>(
      db,
      sql`select to_char(least((select min(created_at) from points_ledger), (select min(created_at) from users)) at time zone 'UTC', 'YYYY-MM-DD') as day`,
    );
    from = first?.day ?? null;
  }
  // A month per transaction: the first run over years of ledger keeps what it has done if stopped.
  for (let day = from; day && day <= last; ) {
    const end = addDays(day, DAYS_PER_RUN - 1);
    const to = end < last ? end : last;
    await summariseDays(db, day, to);
    day = nextDay(to);
  }
  await foldChanges(db);
}
