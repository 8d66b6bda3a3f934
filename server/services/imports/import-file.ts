// The uploaded file, checked before anything is kept: UTF-8 text, a first line naming known columns
// (those the import needs among them). A bad file is a 400 with its error_code, never a 500.
import { parse } from 'csv-parse/sync';
import {
  HISTORY_COLUMNS,
  IMPORT_COLUMNS,
  REQUIRED_HISTORY_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  type ImportKind,
} from '../../../contract/console/imports';
import { badRequest } from '../../errors';
import { csvOptions } from './csv-options';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** "External ID" and "external_id" are one column. */
export const columnName = (typed: string) => typed.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The first line's column names without the empty cells a spreadsheet may leave at its end ("a,b,"). */
export function columnsOf(header: readonly string[]): string[] {
  const columns = header.map(columnName);
  while (columns.length && !columns[columns.length - 1]) columns.pop();
  return columns;
}

const COLUMNS_OF: Record<ImportKind, { known: readonly string[]; required: readonly string[] }> = {
  members: { known: IMPORT_COLUMNS, required: REQUIRED_IMPORT_COLUMNS },
  history: { known: HISTORY_COLUMNS, required: REQUIRED_HISTORY_COLUMNS },
};

/** The file's text (without a byte-order mark) and its columns, or a 400 saying what is wrong. */
export function readImportFile(body: Buffer, kind: ImportKind = 'members'): { text: string; columns: string[] } {
  const { known, required } = COLUMNS_OF[kind];
  if (!body.length) throw badRequest('ImportEmpty', 'The file is empty.');
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw badRequest('ImportEncoding', 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.');
  }
  if (text.includes('\u0000')) throw badRequest('ImportEncoding', 'The file is not a text file. Upload a CSV file.');
  text = text.replace(/^\uFEFF/, '');
  let header: string[] | undefined;
  try {
    [header] = parse(text, { ...csvOptions(text), to_line: 1 }) as string[][];
  } catch {
    header = undefined;
  }
  const columns = columnsOf(header ?? []);
  const missing = required.filter((c) => !columns.includes(c));
  if (missing.length) {
    throw badRequest('ImportHeaderMissing', `The first line must name the columns; missing: ${missing.join(', ')}.`, { missing });
  }
  const unknown = columns.filter((c) => !known.includes(c));
  if (unknown.length) {
    throw badRequest('ImportUnknownColumns', `Unknown columns: ${unknown.join(', ')}. Known: ${known.join(', ')}.`, { unknown });
  }
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (twice.length) throw badRequest('ImportDuplicateColumns', `Columns named twice: ${[...new Set(twice)].join(', ')}.`);
  return { text, columns };
}
