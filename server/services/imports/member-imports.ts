// The uploads the console has made: kept with their progress so the page shows it after a reload; the
// dry run starts on upload, and the import only after it, by a separate call.
import { and, desc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberImports } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import type { ImportKind, MemberImport } from '../../../contract/console/imports';
import { readImportFile } from './import-file';

const RECENT = 10;

// Everything but the file itself, which the page polls for often and never shows.
const { csv: _file, ...shown } = getTableColumns(memberImports);
type Shown = Omit<typeof memberImports.$inferSelect, 'csv'>;

const view = (row: Shown): MemberImport => ({
  id: row.id,
  file_name: row.fileName,
  kind: row.kind,
  status: row.status,
  total_rows: row.totalRows,
  rows_done: row.rowsDone,
  problem_rows: row.problemRows,
  problems: row.problems as MemberImport['problems'],
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  failure: row.failure,
  failure_code: row.failureCode,
  failure_line: row.failureLine,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** Keeps a checked-over file and marks it for its dry run; the caller queues the run. */
export async function createImport(db: Db, staffId: number, fileName: string, body: Buffer, kind: ImportKind = 'members') {
  const { text } = readImportFile(body, kind);
  const lines = text.split('\n').filter((line) => line.trim()).length;
  const [row] = await db
    .insert(memberImports)
    .values({ fileName, kind, csv: text, status: 'checking', totalRows: Math.max(lines - 1, 0), staffId })
    .returning(shown);
  await writeAudit(db, { staffId, action: 'import.upload', entityType: 'member_import', entityId: String(row!.id), after: { file_name: fileName, kind, bytes: body.length } });
  return view(row!);
}

export async function listImports(db: Db) {
  const rows = await db.select(shown).from(memberImports).orderBy(desc(memberImports.id)).limit(RECENT);
  return { imports: rows.map(view) };
}

export async function importOf(db: Db, id: number) {
  const [row] = await db.select(shown).from(memberImports).where(eq(memberImports.id, id));
  if (!row) throw notFound('ImportNotFound', 'There is no such import.');
  return view(row);
}

/** Marks a dry-run file for its import; only once its dry run is done (or after an import that stopped), never after a failed dry run. */
export async function startImport(db: Db, staffId: number, id: number) {
  const [row] = await db
    .update(memberImports)
    .set({ status: 'importing', rowsDone: 0, problemRows: 0, problems: [], created: 0, updated: 0, unchanged: 0, failure: null, failureCode: null, failureLine: null, finishedAt: null })
    .where(
      and(
        eq(memberImports.id, id),
        or(eq(memberImports.status, 'checked'), and(eq(memberImports.status, 'failed'), eq(memberImports.failureCode, 'import_stopped'))),
      ),
    )
    .returning(shown);
  if (!row) {
    const current = await importOf(db, id);
    const why =
      current.status === 'done' ? 'This file has been imported already.' : current.status === 'failed' ? 'Its dry run failed; correct the file and upload it again.' : 'Wait for the dry run to finish first.';
    throw new AppError(409, 'ImportNotReady', why);
  }
  await writeAudit(db, { staffId, action: 'import.run', entityType: 'member_import', entityId: String(id) });
  return view(row);
}
