import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';
import type { ImportFailure } from '../../../contract/console/imports';
import { users } from './members';
import { staff } from './staff';

export type MemberImportStatus = 'checking' | 'checked' | 'importing' | 'done' | 'failed';

/** One row's problem, as the dry run (and the import) reports it. */
export interface ImportProblem {
  line: number;
  column: string | null;
  message: string;
}

/**
 * A CSV of members brought over from another programme (services/imports/): checked first (the dry run,
 * which writes no member), then imported by the job queue. The file is kept until the import is done.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** 'members' (members and balances) or 'history' (their past ledger lines). */
    kind: text('kind').notNull().default('members').$type<'members' | 'history'>(),
    /** The CSV itself; emptied once the import is done. */
    csv: text('csv').notNull(),
    status: text('status').notNull().$type<MemberImportStatus>(),
    totalRows: integer('total_rows').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Rows with a problem (all of them counted; the first ones kept in `problems`). */
    problemRows: integer('problem_rows').notNull().default(0),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default([]),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    staffId: integer('staff_id').references(() => staff.id),
    /** In English words; the console words the code instead. */
    failure: text('failure'),
    failureCode: text('failure_code').$type<ImportFailure>(),
    /** The line of a file that could not be read, where the reading stopped. */
    failureLine: integer('failure_line'),
    createdAt: created(),
    finishedAt: tz('finished_at'),
  },
  (t) => [index('member_imports_created_idx').on(t.createdAt)],
);

/**
 * Which member each imported external id became, the balance last brought over for it (never posted twice)
 * and the details last brought over, by column: a file's value is written only when it differs from
 * these, so what the member or an operator changed since stays when an unchanged row comes again.
 */
export const importedMembers = pgTable(
  'imported_members',
  {
    externalRef: text('external_ref').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique('imported_members_user_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    profile: jsonb('profile').$type<Record<string, string | null>>().notNull().default({}),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('imported_members_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** Each past ledger line brought over, by the member's external id and the line's own id (never posted twice). */
export const importedHistoryLines = pgTable(
  'imported_history_lines',
  {
    externalRef: text('external_ref').notNull(),
    lineRef: text('line_ref').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    happenedOn: date('happened_on', { mode: 'string' }).notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.externalRef, t.lineRef] }), index('imported_history_lines_user_idx').on(t.userId)],
);
