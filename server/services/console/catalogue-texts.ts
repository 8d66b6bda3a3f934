// Checks shared by the catalogue's editors: texts in every supported language, rows a field names
// that must exist, and the order of a sorted list.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { images, prizeCategories, type LocalizedText } from '../../db/schema';
import { badRequest } from '../../errors';

export const invalidField = (field: string, message: string) =>
  badRequest('ValidationError', `Invalid body field "${field}": ${message}`, { field });

/**
 * The texts of one field in exactly the supported languages. Every language must have a text unless
 * `optional` (then missing ones are stored as '').
 */
export function textsIn(field: string, texts: LocalizedText, languages: readonly string[], optional = false): LocalizedText {
  const unknown = Object.keys(texts).filter((key) => !languages.includes(key));
  if (unknown.length) throw invalidField(field, `no such language: ${unknown.join(', ')}; the languages are ${languages.join(', ')}.`);
  const missing = languages.filter((key) => !texts[key]?.trim());
  if (missing.length && !optional) throw invalidField(field, `a text is needed in every language; missing: ${missing.join(', ')}.`);
  return Object.fromEntries(languages.map((key) => [key, texts[key]?.trim() ?? '']));
}

async function requireRow(tx: Tx, field: string, table: typeof images | typeof prizeCategories, id: number | null) {
  if (id === null) return;
  const [row] = await tx.select({ id: table.id }).from(table).where(inArray(table.id, [id]));
  if (!row) throw invalidField(field, `there is no ${field === 'image_id' ? 'image' : 'category'} ${id}.`);
}

export const requireImage = (tx: Tx, id: number | null) => requireRow(tx, 'image_id', images, id);
export const requireCategory = (tx: Tx, id: number | null) => requireRow(tx, 'category_id', prizeCategories, id);

/** The new order must name every row of the list exactly once. */
export function checkOrder(ids: number[], existing: number[]): void {
  const given = new Set(ids);
  const complete = given.size === ids.length && ids.length === existing.length && existing.every((id) => given.has(id));
  if (!complete) throw invalidField('ids', 'name every row of the list exactly once, in the new order.');
}
