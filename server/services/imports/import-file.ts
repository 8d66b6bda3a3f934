// The uploaded file, checked before anything is kept: UTF-8 text, a first line naming known columns
// (those the import needs among them). A bad file is a 400 with its error_code, never a 500.
import { parse } from 'csv-parse/sync';
import { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from '../../../contract/console/imports';
import { badRequest } from '../../errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** "External ID" and "external_id" are one column. */
export const columnName = (typed: string) => typed.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The file's text (without a byte-order mark) and its columns, or a 400 saying what is wrong. */
export function readImportFile(body: Buffer): { text: string; columns: string[] } {
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
    [header] = parse(text, { to_line: 1, relax_quotes: true }) as string[][];
  } catch {
    header = undefined;
  }
  const columns = (header ?? []).map(columnName);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) {
    throw badRequest('ImportHeaderMissing', `The first line must name the columns; missing: ${missing.join(', ')}.`, { missing });
  }
  const unknown = columns.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) {
    throw badRequest('ImportUnknownColumns', `Unknown columns: ${unknown.join(', ')}. Known: ${IMPORT_COLUMNS.join(', ')}.`, { unknown });
  }
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (twice.length) throw badRequest('ImportDuplicateColumns', `Columns named twice: ${[...new Set(twice)].join(', ')}.`);
  return { text, columns };
}
