// The dry run and the import, as jobs (server/queue.ts): the kept file is read as a stream (csv-parse),
// a thousand rows at a time (csv-batches.ts), each batch checked (and for the import written) in a few
// statements, members (import-batch.ts) or history lines (history-batch.ts), and
// the progress stored after each batch so the console shows it, across reloads, while the job runs.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberImports } from '../../db/schema';
import type { ImportProblem } from '../../../contract/console/imports';
import { batchesOf, type Batch } from './csv-batches';
import { planHistoryBatch, totalsByMember, writeHistoryBatch } from './history-batch';
import { readHistoryRow, SeenLines } from './history-row';
import { planBatch, writeBatch } from './import-batch';
import { readImportRow, SeenInFile } from './import-row';
import { UnreadableCsv } from './unreadable-csv';

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

/** What a batch would do: its counts, the rows it leaves out, and the writes the import makes. */
interface Planned {
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
  write(): Promise<void>;
}

/** Each kind's batches, planned against the database. */
async function* plannedBatches(db: Db, csv: string, kind: 'members' | 'history', languages: readonly string[]): AsyncGenerator<[Batch<unknown>, Planned]> {
  if (kind === 'members') {
    for await (const batch of batchesOf(csv, (record, line) => readImportRow(record, line, languages), new SeenInFile())) {
      const plan = await planBatch(db, batch.rows, batch.columns);
      yield [batch, { created: plan.created.length, updated: plan.updated.length, unchanged: plan.unchanged, problems: plan.problems, write: () => writeBatch(db, plan) }];
    }
    return;
  }
  // A member's lines are checked against the balance brought over as a whole: their totals come first.
  const totals = await totalsByMember(batchesOf(csv, readHistoryRow, new SeenLines()));
  for await (const batch of batchesOf(csv, readHistoryRow, new SeenLines())) {
    const plan = await planHistoryBatch(db, batch.rows, totals);
    yield [batch, { created: plan.added.length, updated: 0, unchanged: plan.unchanged, problems: plan.problems, write: () => writeHistoryBatch(db, plan) }];
  }
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

/** What stopped a run, as it is kept: the file could not be read at a line, or the run stopped for another reason. */
function failureOf(err: unknown, mode: ImportMode) {
  if (err instanceof UnreadableCsv) return { failure: err.message, failureCode: err.code, failureLine: err.line };
  return mode === 'check'
    ? { failure: 'The dry run stopped; upload the file again.', failureCode: 'check_stopped' as const, failureLine: null }
    : { failure: 'The import stopped; start it again.', failureCode: 'import_stopped' as const, failureLine: null };
}

/** Runs the dry run (mode 'check': nothing but the report is written) or the import of one upload. */
export async function processImport(db: Db, id: number, mode: ImportMode, languages: readonly string[]) {
  const [record] = await db.select().from(memberImports).where(eq(memberImports.id, id));
  if (!record || record.status !== (mode === 'check' ? 'checking' : 'importing')) return;
  const tally: Tally = { done: 0, problemRows: 0, problems: [], created: 0, updated: 0, unchanged: 0 };
  try {
    for await (const [batch, plan] of plannedBatches(db, record.csv, record.kind, languages)) {
      if (mode === 'import') await plan.write();
      const problems = [...batch.problems, ...plan.problems].sort((a, b) => a.line - b.line);
      tally.done = batch.count;
      tally.problemRows += problemLines(problems);
      tally.problems = [...tally.problems, ...problems].slice(0, KEPT_PROBLEMS);
      tally.created += plan.created;
      tally.updated += plan.updated;
      tally.unchanged += plan.unchanged;
      await saveProgress(db, id, tally, { totalRows: Math.max(record.totalRows, batch.count) });
    }
    const finished = mode === 'check' ? { status: 'checked' as const } : { status: 'done' as const, csv: '', finishedAt: new Date() };
    await saveProgress(db, id, tally, { totalRows: tally.done, ...finished });
  } catch (err) {
    await saveProgress(db, id, tally, { status: 'failed', ...failureOf(err, mode), finishedAt: new Date() });
    if (!(err instanceof UnreadableCsv)) throw err;
  }
}
