// A kept file read as a stream (csv-parse), a thousand rows at a time: each row read and checked by the
// kind's reader, a value the file must hold once checked against the lines before it.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ImportProblem } from '../../../contract/console/imports';
import { csvOptions } from './csv-options';
import { columnsOf } from './import-file';
import { problem } from './import-row';
import { unreadableOr } from './unreadable-csv';

const BATCH_ROWS = 1000;

export type RowReader<R> = (record: Record<string, string | undefined>, line: number) => { row: R | null; problems: ImportProblem[] };
export interface Seen<R> {
  check(row: R): ImportProblem | null;
}

export interface Batch<R> {
  /** The columns the file's first line names. */
  columns: string[];
  rows: R[];
  problems: ImportProblem[];
  /** Rows read so far, this batch's included. */
  count: number;
}

/** A row's values by column, or null when it has another number of them than the first line (empty cells under its empty end aside). */
function valuesOf(record: string[], columns: string[], headerCells: number): Record<string, string | undefined> | null {
  const extra = record.slice(columns.length);
  if (record.length < columns.length || record.length > headerCells || extra.some((cell) => cell.trim())) return null;
  return Object.fromEntries(columns.map((column, i) => [column, record[i]]));
}

export async function* batchesOf<R>(csv: string, read: RowReader<R>, seen: Seen<R>): AsyncGenerator<Batch<R>> {
  // The last line the reader got to, as it parses (rows it read but this loop has not taken yet included).
  let lastLine = 0;
  const noteLine = (record: string[], context: { lines: number }) => {
    lastLine = context.lines;
    return record;
  };
  const parser = Readable.from([csv]).pipe(parse({ ...csvOptions(csv), info: true, on_record: noteLine }));
  let columns: string[] | null = null;
  let headerCells = 0;
  let rows: R[] = [];
  let problems: ImportProblem[] = [];
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = columnsOf(record);
        headerCells = record.length;
        continue;
      }
      count += 1;
      const values = valuesOf(record, columns, headerCells);
      if (!values) {
        problems.push(problem(info.lines, null, 'columns'));
      } else {
        const { row, problems: rowProblems } = read(values, info.lines);
        const clash = row && seen.check(row);
        if (row && !clash) rows.push(row);
        else problems.push(...(clash ? [clash] : rowProblems));
      }
      if (count % BATCH_ROWS === 0) {
        yield { columns, rows, problems, count };
        rows = [];
        problems = [];
      }
    }
  } catch (err) {
    throw unreadableOr(err, csv, lastLine);
  }
  yield { columns: columns ?? [], rows, problems, count };
}
