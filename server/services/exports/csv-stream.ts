// A CSV file streamed row by row (csv-stringify): UTF-8 with a byte-order mark so Excel reads the
// accents, every cell quoted, dates as ISO 8601, and text that a spreadsheet would run as a formula
// (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe. Numbers stay numbers
// (a negative delta is a figure, not a formula). Rows come from an async source that pages through the
// database, and pipeline's backpressure fetches the next page only when the client has taken the last.
import { pipeline, Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';

export interface CsvColumn {
  /** The row's field. */
  key: string;
  /** The column's name in the file's first line. */
  header: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text, never evaluates. */
export const guardCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export function csvStream(columns: readonly CsvColumn[], rows: AsyncIterable<object>): Stringifier {
  const csv = stringify({
    bom: true,
    header: true,
    quoted: true,
    quoted_empty: true,
    columns: columns.map((c) => ({ key: c.key, header: guardCell(c.header) })),
    cast: {
      string: guardCell,
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'true' : 'false'),
      object: (value) => guardCell(JSON.stringify(value)),
    },
  });
  // The stringifier ends with an error when the source fails; the reply then stops mid-file.
  pipeline(Readable.from(rows), csv, () => undefined);
  return csv;
}
