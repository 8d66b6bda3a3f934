// Importing members from another programme's CSV (docs/console.md, Import): the upload (the file itself as
// the body, text/csv), the dry run's report of each row's problem, and the import the job queue runs.
import { z } from 'zod';
import { text } from '../safe';
import { RowId } from '.';

/** What a file holds: members with their balances, or the past ledger lines of members imported before. */
export const IMPORT_KINDS = ['members', 'history'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The columns a members file has, in any order; the first line names them. */
export const IMPORT_COLUMNS = ['external_id', 'first_name', 'last_name', 'phone', 'email', 'language', 'customer_id', 'joined', 'balance'] as const;
/** Columns the first line must name. */
export const REQUIRED_IMPORT_COLUMNS = ['external_id', 'balance'] as const;
/**
 * The columns of a history file: one past ledger line of a member (external_id from the members file),
 * line_id unique per member, date YYYY-MM-DD, points signed. A member's lines add up to the balance
 * brought over (docs/console.md, Import).
 */
export const HISTORY_COLUMNS = ['external_id', 'line_id', 'date', 'points', 'description'] as const;
export const REQUIRED_HISTORY_COLUMNS = ['external_id', 'line_id', 'date', 'points'] as const;


/** What is wrong with a row; the console says it in the operator's language. */
export const IMPORT_PROBLEMS = [
  'required',
  'too_long',
  'phone',
  'email',
  'language',
  'customer_id',
  'date',
  'balance',
  'no_sign_in',
  'duplicate_in_file',
  'phone_taken',
  'customer_id_taken',
  'balance_below_spent',
  'columns',
  'points',
  'unknown_member',
  'history_sum',
  'line_changed',
] as const;

export const ImportProblem = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  column: z.string().nullable(),
  code: z.enum(IMPORT_PROBLEMS),
  /** The same in English words. */
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/**
 * Why a dry run or an import stopped: a quotation mark never closed, or another line the file's reader
 * could not read (then at `failure_line`, and the file must be corrected and uploaded again), or the dry
 * run or the import stopped for another reason (an import may be started again; a dry run is uploaded again).
 */
export const IMPORT_FAILURES = ['quote_not_closed', 'unreadable', 'check_stopped', 'import_stopped'] as const;
export type ImportFailure = (typeof IMPORT_FAILURES)[number];

export const ImportStatus = z.enum(['checking', 'checked', 'importing', 'done', 'failed']);

export const MemberImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  kind: z.enum(IMPORT_KINDS),
  /** checking: the dry run is under way; checked: it is done and nothing was written; importing; done. */
  status: ImportStatus,
  total_rows: z.number().int(),
  rows_done: z.number().int(),
  problem_rows: z.number().int(),
  /** The first problems (up to 500), in line order. */
  problems: z.array(ImportProblem),
  /** Members added (a history file: lines added). */
  created: z.number().int(),
  updated: z.number().int(),
  /** Members (a history file: lines) already there as the file has them. */
  unchanged: z.number().int(),
  /** Why it stopped, in English words; the console words `failure_code`. */
  failure: z.string().nullable(),
  failure_code: z.enum(IMPORT_FAILURES).nullable(),
  /** The line of the file that could not be read (the header is line 1). */
  failure_line: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MemberImport = z.infer<typeof MemberImport>;

export const MemberImportList = z.object({ imports: z.array(MemberImport) });

export const ImportUploadQuery = z.object({
  file_name: text(200).trim().min(1).default('members.csv'),
  kind: z.enum(IMPORT_KINDS).default('members'),
});

export const ImportIdParam = z.object({ id: RowId });
