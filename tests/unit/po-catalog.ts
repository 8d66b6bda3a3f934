// A lingui .po catalog read in a test: its entries, and the messages to load into an i18n instance.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';

export interface PoEntry {
  id: string;
  context?: string;
  str: string;
  /** Written with an explicit id (`<Trans id="…">`): the id is the key as it stands, not hashed. */
  explicit?: boolean;
}

/** The catalog's live entries (obsolete ones left out). */
export function poEntries(file: string): PoEntry[] {
  const unquote = (lines: string) => (lines.match(/".*"/g) ?? []).map((l) => JSON.parse(l) as string).join('');
  const out: PoEntry[] = [];
  for (const block of readFileSync(file, 'utf-8').split('\n\n')) {
    if (block.includes('#~ ')) continue;
    const ctx = /^msgctxt ((?:".*"\n?)+)/m.exec(`${block}\n`);
    const m = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(`${block}\n`);
    if (!m || !unquote(m[1]!)) continue;
    const entry: PoEntry = { id: unquote(m[1]!), context: ctx ? unquote(ctx[1]!) : undefined, str: unquote(m[2]!) };
    if (block.includes('js-lingui-explicit-id')) entry.explicit = true;
    out.push(entry);
  }
  return out;
}

/** Compiled messages by id, as the app loads them; an untranslated entry keeps its English. */
export const compiledMessages = (entries: PoEntry[]) =>
  Object.fromEntries(entries.map((e) => [e.explicit ? e.id : generateMessageId(e.id, e.context), compileMessage(e.str || e.id)]));
