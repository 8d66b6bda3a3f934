// A kept file read as a stream (csv-parse), a thousand rows at a time: each row read and checked by the
// kind's reader, a value the file must hold once checked against the lines before it.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ImportProblem } from '../../../contract/console/imports';
import { columnName } from './import-file';
import { problem } from './import-row';

const BATCH_ROWS = 1000;

export type RowReader<R> = (record: Record<string, string | undefined>, line: number) => { row: R | null; problems: ImportProblem[] };
export interface Seen<R> {
  check(row: R): ImportProblem | null;
}

export interface Batch<R> {
  rows: R[];
  problems: ImportProblem[];
  /** Rows read so far, this batch's included. */
  count: number;
}

export async function* batchesOf<R>(csv: string, read: RowReader<R>, seen: Seen<R>): AsyncGenerator<Batch<R>> {
  const parser = Readable.from([csv]).pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  let header: string[] | null = null;
  let rows: R[] = [];
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
      const values: Record<string, string | undefined> = {};
      for (let i = 0; i < header.length; i += 1) values[header[i]!] = record[i];
      const { row, problems: rowProblems } = read(values, info.lines);
      const clash = row && seen.check(row);
      if (row && !clash) rows.push(row);
      else problems.push(...(clash ? [clash] : rowProblems));
    }
    if (count % BATCH_ROWS === 0) {
      yield { rows, problems, count };
      rows = [];
      problems = [];
    }
  }
  yield { rows, problems, count };
}
