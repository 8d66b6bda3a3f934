// A batch of checked rows against the database: what each would change (the dry run stops there) and,
// for the import, the writes in a few set-based statements. Balances arrive as ledger entries of kind
// 'import' holding the difference from the balance last brought over for that external id, so a file
// imported twice posts nothing the second time and balance = ledger holds (docs/money.md).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { ImportProblem } from '../../../contract/console/imports';
import { problem, type ImportRow } from './import-row';

export const IMPORT_TITLE = { en: 'Points brought over from the previous programme', lt: 'Taškai, perkelti iš ankstesnės programos' };

interface Found {
  ref: string;
  linked_user: number | null;
  linked_balance: number | null;
  points: number | null;
  phone_owner: number | null;
  customer_id_owner: number | null;
  same_profile: boolean | null;
}

export interface BatchPlan {
  created: ImportRow[];
  updated: ImportRow[];
  /** Rows whose balance changed, with the member and the difference to post. */
  balances: Array<{ ref: string; userId: number | null; delta: number }>;
  unchanged: number;
  problems: ImportProblem[];
}

const asRecords = (rows: ImportRow[]) =>
  JSON.stringify(
    rows.map((r) => ({
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
  `r(ref text, first_name text, last_name text, phone text, email text, language text, customer_id text, joined date, balance int)`,
);

/** What the batch would do, and the rows it must leave out (taken phones and customer ids, spent balances). */
export async function planBatch(db: Db, rows: ImportRow[]): Promise<BatchPlan> {
  const plan: BatchPlan = { created: [], updated: [], balances: [], unchanged: 0, problems: [] };
  if (!rows.length) return plan;
  const found = await queryRows<Found>(
    db,
    sql`select r.ref, m.user_id as linked_user, m.balance as linked_balance, u.points,
          (select p.id from users p where p.phone = r.phone) as phone_owner,
          (select c.id from users c where c.customer_id = r.customer_id) as customer_id_owner,
          (u.first_name is not distinct from r.first_name and u.last_name is not distinct from r.last_name
            and u.phone is not distinct from r.phone and u.email is not distinct from r.email
            and u.language is not distinct from r.language and u.customer_id is not distinct from r.customer_id) as same_profile
        from jsonb_to_recordset(${asRecords(rows)}::jsonb) as ${RECORD}
        left join imported_members m on m.external_ref = r.ref
        left join users u on u.id = m.user_id`,
  );
  const byRef = new Map(found.map((f) => [f.ref, f]));
  for (const row of rows) {
    const f = byRef.get(row.externalRef)!;
    const linked = f.linked_user;
    if (f.phone_owner !== null && f.phone_owner !== linked) {
      plan.problems.push(problem(row.line, 'phone', 'phone_taken'));
      continue;
    }
    if (f.customer_id_owner !== null && f.customer_id_owner !== linked) {
      plan.problems.push(problem(row.line, 'customer_id', 'customer_id_taken'));
      continue;
    }
    const delta = row.balance - (f.linked_balance ?? 0);
    if (linked !== null && (f.points ?? 0) + delta < 0) {
      plan.problems.push(problem(row.line, 'balance', 'balance_below_spent'));
      continue;
    }
    if (delta !== 0) plan.balances.push({ ref: row.externalRef, userId: linked, delta });
    if (linked === null) plan.created.push(row);
    else if (!f.same_profile) plan.updated.push(row);
    else if (delta === 0) plan.unchanged += 1;
    else plan.updated.push(row);
  }
  return plan;
}

const randomReferral = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8).toUpperCase();

/** Writes a planned batch in one transaction: new members and their links, changed profiles, balance differences. */
export async function writeBatch(db: Db, plan: BatchPlan) {
  const changedProfiles = plan.updated;
  await db.transaction(async (tx) => {
    if (plan.created.length) {
      const created = JSON.stringify(
        JSON.parse(asRecords(plan.created)).map((r: object) => ({ ...r, referral_id: randomReferral(), external_id: randomBytes(16).toString('hex') })),
      );
      await tx.execute(sql`with r as (
          select r.*, nextval(pg_get_serial_sequence('users', 'id'))::int as user_id
          from jsonb_to_recordset(${created}::jsonb) as r(ref text, first_name text, last_name text, phone text, email text,
            language text, customer_id text, joined date, balance int, referral_id text, external_id text)
        ), made as (
          insert into users (id, first_name, last_name, phone, email, language, customer_id, referral_id, external_id, created_at)
          select user_id, first_name, last_name, phone, email, language, customer_id, referral_id, external_id,
            coalesce(joined::timestamptz, now()) from r
        )
        insert into imported_members (external_ref, user_id, balance) select ref, user_id, 0 from r`);
    }
    if (changedProfiles.length) {
      await tx.execute(sql`update users u set first_name = r.first_name, last_name = r.last_name, phone = r.phone,
          email = r.email, language = r.language, customer_id = r.customer_id
        from jsonb_to_recordset(${asRecords(changedProfiles)}::jsonb) as ${RECORD}
        join imported_members m on m.external_ref = r.ref
        where u.id = m.user_id`);
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
