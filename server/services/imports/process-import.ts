// The dry run and the import, as jobs (server/queue.ts): the kept file is read as a stream (csv-parse),
// a thousand rows at a time, each batch checked (and for the import written) in a few statements, and
// the progress stored after each batch so the console shows it, across reloads, while the job runs.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberImports } from '../../db/schema';
import type { ImportProblem } from '../../../contract/console/imports';
import { columnName } from './import-file';
import { planBatch, writeBatch } from './import-batch';
import { problem, readImportRow, SeenInFile, type ImportRow } from './import-row';

const BATCH_ROWS = 1000;
/** Problems kept for the console; all of them are counted. */
const KEPT_PROBLEMS = 500;

export type ImportMode = 'check' | 'import';

interface Tally {
  done: number;
  problemRows: number;
  problems: ImportProblem[];
  created: number;
  updated: number;
  unchanged: number;
}

async function* batchesOf(csv: string, languages: readonly string[]) {
  const parser = Readable.from([csv]).pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  let header: string[] | null = null;
  const seen = new SeenInFile();
  let rows: ImportRow[] = [];
  let problems: ImportProblem[] = [];
  let count = 0;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!header) {
      header = record.map(columnName);
      continue;
    }
    count += 1;
    if (record.length !== header.length) {
      problems.push(problem(info.lines, null, 'columns'));
    } else {
      const read = readImportRow(Object.fromEntries(header.map((c, i) => [c, record[i]])), info.lines, languages);
      const clash = read.row && seen.check(read.row);
      if (read.row && !clash) rows.push(read.row);
      else problems.push(...(clash ? [clash] : read.problems));
    }
    if (count % BATCH_ROWS === 0) {
      yield { rows, problems, count };
      rows = [];
      problems = [];
    }
  }
  yield { rows, problems, count };
}

const problemLines = (problems: ImportProblem[]) => new Set(problems.map((p) => p.line)).size;

async function saveProgress(db: Db, id: number, tally: Tally, extra: Partial<typeof memberImports.$inferInsert> = {}) {
  await db
    .update(memberImports)
    .set({
      rowsDone: tally.done,
      problemRows: tally.problemRows,
      problems: tally.problems,
      created: tally.created,
      updated: tally.updated,
      unchanged: tally.unchanged,
      ...extra,
    })
    .where(eq(memberImports.id, id));
}

/** Runs the dry run (mode 'check': nothing but the report is written) or the import of one upload. */
export async function processImport(db: Db, id: number, mode: ImportMode, languages: readonly string[]) {
  const [record] = await db.select().from(memberImports).where(eq(memberImports.id, id));
  if (!record || record.status !== (mode === 'check' ? 'checking' : 'importing')) return;
  const tally: Tally = { done: 0, problemRows: 0, problems: [], created: 0, updated: 0, unchanged: 0 };
  try {
    for await (const batch of batchesOf(record.csv, languages)) {
      const plan = await planBatch(db, batch.rows);
      if (mode === 'import') await writeBatch(db, plan);
      const problems = [...batch.problems, ...plan.problems].sort((a, b) => a.line - b.line);
      tally.done = batch.count;
      tally.problemRows += problemLines(problems);
      tally.problems = [...tally.problems, ...problems].slice(0, KEPT_PROBLEMS);
      tally.created += plan.created.length;
      tally.updated += plan.updated.length;
      tally.unchanged += plan.unchanged;
      await saveProgress(db, id, tally, { totalRows: Math.max(record.totalRows, batch.count) });
    }
    const finished = mode === 'check' ? { status: 'checked' as const } : { status: 'done' as const, csv: '', finishedAt: new Date() };
    await saveProgress(db, id, tally, { totalRows: tally.done, ...finished });
  } catch (err) {
    const lines = (err as { lines?: number }).lines;
    const failure = lines ? `The file could not be read at line ${lines}: ${(err as Error).message}` : 'The import stopped; try it again.';
    await saveProgress(db, id, tally, { status: 'failed', failure, finishedAt: new Date() });
    if (!lines) throw err;
  }
}
