// A batch of checked rows against the database: what each would change (the dry run stops there) and,
// for the import, the writes in a few set-based statements. Balances arrive as ledger entries of kind
// 'import' holding the difference from the balance last brought over for that external id, so a file
// imported twice posts nothing the second time and balance = ledger holds (docs/money.md). Details are
// written likewise: only the file's columns whose value differs from the last import (profile-columns.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { ImportProblem } from '../../../contract/console/imports';
import { problem, type ImportRow } from './import-row';
import { changedColumns, PROFILE_COLUMNS, profileColumnsIn, profileOf, profileWrites, type ProfileColumn } from './profile-columns';

export const IMPORT_TITLE = { en: 'Points brought over from the previous programme', lt: 'Taškai, perkelti iš ankstesnės programos' };

interface Found {
  ref: string;
  linked_user: number | null;
  linked_balance: number | null;
  points: number | null;
  phone_owner: number | null;
  customer_id_owner: number | null;
  /** The file's details that differ from those the last import brought over. */
  changed: ProfileColumn[];
}

export type UpdatedRow = ImportRow & { changed: ProfileColumn[] };

export interface BatchPlan {
  /** The details the file has: the only ones it writes. */
  columns: ProfileColumn[];
  created: ImportRow[];
  updated: UpdatedRow[];
  /** Rows whose balance changed, with the member and the difference to post. */
  balances: Array<{ ref: string; userId: number | null; delta: number }>;
  unchanged: number;
  problems: ImportProblem[];
}

const asRecords = (rows: Array<ImportRow & { changed?: ProfileColumn[] }>) =>
  JSON.stringify(
    rows.map((r) => ({
      changed: r.changed ?? [],
      ref: r.externalRef,
      first_name: r.firstName,
      last_name: r.lastName,
      phone: r.phone,
      email: r.email,
      language: r.language,
      customer_id: r.customerId,
      joined: r.joined,
      balance: r.balance,
    })),
  );

const RECORD = sql.raw(
  `r(changed jsonb, ref text, first_name text, last_name text, phone text, email text, language text, customer_id text, joined date, balance int)`,
);

/** What the batch would do, and the rows it must leave out (taken phones and customer ids, spent balances). */
export async function planBatch(db: Db, rows: ImportRow[], fileColumns: readonly string[]): Promise<BatchPlan> {
  const columns = profileColumnsIn(fileColumns);
  const plan: BatchPlan = { columns, created: [], updated: [], balances: [], unchanged: 0, problems: [] };
  if (!rows.length) return plan;
  const found = await queryRows<Found>(
    db,
    sql`select r.ref, m.user_id as linked_user, m.balance as linked_balance, u.points,
          (select p.id from users p where p.phone = r.phone) as phone_owner,
          (select c.id from users c where c.customer_id = r.customer_id) as customer_id_owner,
          ${changedColumns(columns)} as changed
        from jsonb_to_recordset(${asRecords(rows)}::jsonb) as ${RECORD}
        left join imported_members m on m.external_ref = r.ref
        left join users u on u.id = m.user_id`,
  );
  const byRef = new Map(found.map((f) => [f.ref, f]));
  for (const row of rows) {
    const f = byRef.get(row.externalRef)!;
    const linked = f.linked_user;
    const writes = (column: ProfileColumn) => linked === null || f.changed.includes(column);
    if (writes('phone') && f.phone_owner !== null && f.phone_owner !== linked) {
      plan.problems.push(problem(row.line, 'phone', 'phone_taken'));
      continue;
    }
    if (writes('customer_id') && f.customer_id_owner !== null && f.customer_id_owner !== linked) {
      plan.problems.push(problem(row.line, 'customer_id', 'customer_id_taken'));
      continue;
    }
    if (linked === null && !row.phone && !row.customerId) {
      plan.problems.push(problem(row.line, 'phone', 'no_sign_in'));
      continue;
    }
    const delta = row.balance - (f.linked_balance ?? 0);
    if (linked !== null && (f.points ?? 0) + delta < 0) {
      plan.problems.push(problem(row.line, 'balance', 'balance_below_spent'));
      continue;
    }
    if (delta !== 0) plan.balances.push({ ref: row.externalRef, userId: linked, delta });
    if (linked === null) plan.created.push(row);
    else if (f.changed.length || delta !== 0) plan.updated.push({ ...row, changed: f.changed });
    else plan.unchanged += 1;
  }
  return plan;
}

const randomReferral = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8).toUpperCase();

/** Writes a planned batch in one transaction: new members and their links, changed profiles, balance differences. */
export async function writeBatch(db: Db, plan: BatchPlan) {
  const changedProfiles = plan.updated.filter((row) => row.changed.length);
  await db.transaction(async (tx) => {
    if (plan.created.length) {
      const created = JSON.stringify(
        JSON.parse(asRecords(plan.created)).map((r: object) => ({ ...r, referral_id: randomReferral(), external_id: randomBytes(16).toString('hex') })),
      );
      await tx.execute(sql`with r as (
          select r.*, nextval(pg_get_serial_sequence('users', 'id'))::int as user_id
          from jsonb_to_recordset(${created}::jsonb) as r(changed jsonb, ref text, first_name text, last_name text, phone text, email text,
            language text, customer_id text, joined date, balance int, referral_id text, external_id text)
        ), made as (
          insert into users (id, first_name, last_name, phone, email, language, customer_id, referral_id, external_id, created_at)
          select user_id, first_name, last_name, phone, email, language, customer_id, referral_id, external_id,
            coalesce(joined::timestamptz, now()) from r
        )
        insert into imported_members (external_ref, user_id, balance, profile) select ref, user_id, 0, ${profileOf(PROFILE_COLUMNS)} from r`);
    }
    if (changedProfiles.length) {
      const records = asRecords(changedProfiles);
      await tx.execute(sql`update users u set ${profileWrites(plan.columns)}
        from jsonb_to_recordset(${records}::jsonb) as ${RECORD}
        join imported_members m on m.external_ref = r.ref
        where u.id = m.user_id`);
      await tx.execute(sql`update imported_members m set profile = m.profile || ${profileOf(plan.columns)}, updated_at = now()
        from jsonb_to_recordset(${records}::jsonb) as ${RECORD}
        where m.external_ref = r.ref`);
    }
    if (plan.balances.length) {
      const deltas = JSON.stringify(plan.balances.map((b) => ({ ref: b.ref, delta: b.delta })));
      // The balance moves only while it stays >= 0 (a member who spent in between); the ledger row is
      // written from what the UPDATE returned, as post_points does. Brought-over points are a lot like
      // any earning (docs/money.md "Imports"): spendable at once, expiring by the programme's validity
      // counted from the import; a lower balance takes points out of the member's lots.
      const lowered = await queryRows<{ user_id: number; points: number }>(
        tx,
        sql`with d as (
          select m.user_id, r.delta, r.ref from jsonb_to_recordset(${deltas}::jsonb) as r(ref text, delta int)
          join imported_members m on m.external_ref = r.ref
        ), moved as (
          update users u set points = u.points + d.delta from d where u.id = d.user_id and u.points + d.delta >= 0
          returning u.id, d.delta, u.points, d.ref
        ), posted as (
          insert into points_ledger (user_id, delta, balance_after, kind, title)
          select id, delta, points, 'import', ${JSON.stringify(IMPORT_TITLE)}::jsonb from moved
          returning id, user_id, delta, created_at
        ), lots as (
          insert into points_lots (user_id, ledger_id, amount, remaining, available_at, expires_at)
          select p.user_id, p.id, p.delta, p.delta, p.created_at, points_expiry_time(v.mode, v.months, p.created_at)
          from posted p left join points_validity v on v.id = 1 where p.delta > 0
        ), noted as (
          update imported_members m set balance = m.balance + moved.delta, updated_at = now() from moved where m.external_ref = moved.ref
        )
        select id as user_id, -delta as points from moved where delta < 0`,
      );
      for (const row of lowered) await tx.execute(sql`select consume_points_lots(${row.user_id}::int, ${row.points}::int)`);
    }
  });
}
