// Why a dry run or an import stopped, in the operator's language (the server keeps a code and a line).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportFailure } from '@contract/console/imports';

export const FAILURE_WORDS: Record<ImportFailure, MessageDescriptor> = {
  quote_not_closed: msg({
    message:
      'The file could not be read: a value on line {line} starts with a quotation mark (") that is never closed. Close or remove it, save the file and upload it again.',
  }),
  unreadable: msg({ message: 'The file could not be read at line {line}. Correct that line, save the file as CSV and upload it again.' }),
  check_stopped: msg`The dry run stopped before the end. Upload the file again.`,
  import_stopped: msg`The import stopped before the end. Start it again: what was imported already is not imported twice.`,
};

/** The failure in words, with the line the file could not be read at. */
export function failureText(i18n: I18n, code: ImportFailure, line: number | null): string {
  const withLine: MessageDescriptor = { ...FAILURE_WORDS[code], values: { line } };
  return i18n._(withLine);
}

/** After a failed dry run the file is uploaded again; only an import that stopped may be started again. */
export const canStartAgain = (failure: ImportFailure | null) => failure === 'import_stopped';
