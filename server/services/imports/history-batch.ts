// A batch of checked history lines against the database (the dry run stops at the plan) and, for the
// import, their ledger entries. The balance brought over by the members file is what the member has:
// a member's lines must add up to it, and are posted at their own dates with one entry taking their
// sum back off, so the balance does not change and balance = ledger holds (docs/money.md, "Imports").
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { ImportProblem } from '../../../contract/console/imports';
import type { Batch } from './csv-batches';
import type { HistoryRow } from './history-row';
import { problem } from './import-row';

export const HISTORY_TITLE = { en: 'Points in the previous programme', lt: 'Taškai ankstesnėje programoje' };
export const HISTORY_OFFSET_TITLE = {
  en: 'Balance brought over, now shown as its history',
  lt: 'Perkeltas likutis, dabar rodomas kaip jo istorija',
};

export interface HistoryPlan {
  added: Array<HistoryRow & { userId: number }>;
  unchanged: number;
  problems: ImportProblem[];
}

/** Each member's total over the file's readable lines. */
export async function totalsByMember(batches: AsyncIterable<Batch<HistoryRow>>) {
  const totals = new Map<string, number>();
  for await (const batch of batches) for (const row of batch.rows) totals.set(row.externalRef, (totals.get(row.externalRef) ?? 0) + row.points);
  return totals;
}

interface Found {
  ref: string;
  line_ref: string;
  user_id: number | null;
  balance: number | null;
  had_points: number | null;
  had_day: string | null;
}

/** What the batch would add, and the lines it leaves out: unknown members, totals off the balance, changed lines. */
export async function planHistoryBatch(db: Db, rows: HistoryRow[], totals: Map<string, number>): Promise<HistoryPlan> {
  const plan: HistoryPlan = { added: [], unchanged: 0, problems: [] };
  if (!rows.length) return plan;
  const keys = JSON.stringify(rows.map((r) => ({ ref: r.externalRef, line_ref: r.lineRef })));
  const found = await queryRows<Found>(
    db,
    sql`select r.ref, r.line_ref, m.user_id, m.balance, h.points as had_points, h.happened_on::text as had_day
        from jsonb_to_recordset(${keys}::jsonb) as r(ref text, line_ref text)
        left join imported_members m on m.external_ref = r.ref
        left join imported_history_lines h on h.external_ref = r.ref and h.line_ref = r.line_ref`,
  );
  const byKey = new Map(found.map((f) => [`${f.ref}\n${f.line_ref}`, f]));
  for (const row of rows) {
    const f = byKey.get(`${row.externalRef}\n${row.lineRef}`)!;
    if (f.user_id === null) plan.problems.push(problem(row.line, 'external_id', 'unknown_member'));
    else if (totals.get(row.externalRef) !== f.balance) plan.problems.push(problem(row.line, 'points', 'history_sum'));
    else if (f.had_points === null) plan.added.push({ ...row, userId: f.user_id });
    else if (f.had_points === row.points && f.had_day === row.day) plan.unchanged += 1;
    else plan.problems.push(problem(row.line, 'line_id', 'line_changed'));
  }
  return plan;
}

interface Entry {
  user_id: number;
  delta: number;
  balance_after: number;
  title: object;
  created_at: string | null;
}

/**
 * One member's entries in the order they are posted: the lines that add points, the offset when the
 * lines take points off on the whole, the lines that take points off, the offset when they add. So the
 * running balance never falls below what the member has now.
 */
export function memberEntries(userId: number, points: number, lines: HistoryRow[]): Entry[] {
  const sum = lines.reduce((total, line) => total + line.points, 0);
  const byDay = (a: HistoryRow, b: HistoryRow) => a.day.localeCompare(b.day) || a.line - b.line;
  const line = (l: HistoryRow) => ({ delta: l.points, title: l.description ? { en: l.description, lt: l.description } : HISTORY_TITLE, created_at: `${l.day}T00:00:00Z` });
  const offset = { delta: -sum, title: HISTORY_OFFSET_TITLE, created_at: null };
  const ordered = [
    ...lines.filter((l) => l.points > 0).sort(byDay).map(line),
    ...(sum < 0 ? [offset] : []),
    ...lines.filter((l) => l.points < 0).sort(byDay).map(line),
    ...(sum > 0 ? [offset] : []),
  ];
  let running = points;
  return ordered.map((e) => ({ user_id: userId, ...e, balance_after: (running += e.delta) }));
}

/** Writes a planned batch in one transaction; a line another run has written meanwhile is left alone. */
export async function writeHistoryBatch(db: Db, plan: HistoryPlan) {
  if (!plan.added.length) return;
  await db.transaction(async (tx) => {
    const lines = JSON.stringify(plan.added.map((r) => ({ ref: r.externalRef, line_ref: r.lineRef, user_id: r.userId, points: r.points, day: r.day })));
    const inserted = await queryRows<{ ref: string; line_ref: string }>(
      tx,
      sql`insert into imported_history_lines (external_ref, line_ref, user_id, points, happened_on)
          select ref, line_ref, user_id, points, day from jsonb_to_recordset(${lines}::jsonb)
            as r(ref text, line_ref text, user_id int, points int, day date)
          on conflict do nothing returning external_ref as ref, line_ref`,
    );
    const fresh = new Set(inserted.map((r) => `${r.ref}\n${r.line_ref}`));
    const byMember = new Map<number, HistoryRow[]>();
    for (const row of plan.added) {
      if (fresh.has(`${row.externalRef}\n${row.lineRef}`)) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
    }
    if (!byMember.size) return;
    // The members' rows are locked so that the running balances are those of the entries' moment.
    const members = await queryRows<{ id: number; points: number }>(
      tx,
      sql`select id, points from users
          where id in (select value::int from jsonb_array_elements_text(${JSON.stringify([...byMember.keys()])}::jsonb))
          order by id for update`,
    );
    const entries = members.flatMap((m) => memberEntries(m.id, m.points, byMember.get(m.id)!));
    await tx.execute(sql`insert into points_ledger (user_id, delta, balance_after, kind, title, created_at)
        select user_id, delta, balance_after, 'import', title, coalesce(created_at, now())
        from rows from (jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
          as (user_id int, delta int, balance_after int, title jsonb, created_at timestamptz)) with ordinality
          as r(user_id, delta, balance_after, title, created_at, n)
        order by n`);
  });
}
