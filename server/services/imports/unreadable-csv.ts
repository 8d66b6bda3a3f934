// A file the CSV reader could not read to its end: kept as a failure code and the line the unread row
// starts at, which the console words in the operator's language (the reader's own message is English).
import type { ImportFailure } from '../../../contract/console/imports';

export class UnreadableCsv extends Error {
  constructor(
    readonly code: Extract<ImportFailure, 'quote_not_closed' | 'unreadable'>,
    readonly line: number,
  ) {
    super(code === 'quote_not_closed' ? `A quoted value on line ${line} is never closed.` : `The file could not be read at line ${line}.`);
  }
}

/** The first line after `lastLine` (the end of the last row read) that is not blank: where the unread row starts. */
function nextRowLine(csv: string, lastLine: number) {
  const lines = csv.split('\n');
  let line = lastLine + 1;
  while (line < lines.length && !lines[line - 1]!.trim()) line += 1;
  return line;
}

/** The reader's error (csv-parse codes its errors CSV_…) as an UnreadableCsv; anything else as it is. */
export function unreadableOr(err: unknown, csv: string, lastLine: number): unknown {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('CSV_')) return err;
  return new UnreadableCsv(code === 'CSV_QUOTE_NOT_CLOSED' ? 'quote_not_closed' : 'unreadable', nextRowLine(csv, lastLine));
}
