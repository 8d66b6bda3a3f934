// A lingui .po catalog read in a test: its entries, and the messages to load into an i18n instance.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';

export interface PoEntry {
  id: string;
  context?: string;
  str: string;
}

/** The catalog's live entries (obsolete ones left out). */
export function poEntries(file: string): PoEntry[] {
  const unquote = (lines: string) => (lines.match(/".*"/g) ?? []).map((l) => JSON.parse(l) as string).join('');
  const out: PoEntry[] = [];
  for (const block of readFileSync(file, 'utf-8').split('\n\n')) {
    if (block.includes('#~ ')) continue;
    const ctx = /^msgctxt ((?:".*"\n?)+)/m.exec(`${block}\n`);
    const m = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(`${block}\n`);
    if (m && unquote(m[1]!)) out.push({ id: unquote(m[1]!), context: ctx ? unquote(ctx[1]!) : undefined, str: unquote(m[2]!) });
  }
  return out;
}

/** Compiled messages by id, as the app loads them; an untranslated entry keeps its English. */
export const compiledMessages = (entries: PoEntry[]) =>
  Object.fromEntries(entries.map((e) => [generateMessageId(e.id, e.context), compileMessage(e.str || e.id)]));
