// How a kept file is read, the same for its first line (import-file.ts) and its rows (csv-batches.ts).
// Spreadsheets save with ',' or, under regional settings that write decimals with a comma (Lithuanian
// among them), with ';'; some with a tab. The first line tells which.
import type { Options } from 'csv-parse';

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the first line uses most outside quotes; ',' when it uses none. */
export function delimiterOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '\n') break;
    if (char === '"') quoted = !quoted;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), DELIMITERS[0]);
}

/**
 * A quote inside a value that is not quoted (Jo"nas, =HYPERLINK("…")) is read as part of the value, as
 * the operator meant it; only a quoted value never closed leaves a file unreadable (unreadable-csv.ts).
 */
export const csvOptions = (text: string): Options => ({
  bom: true,
  delimiter: delimiterOf(text),
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
});
