// The text and id types every request field is built from. Text that reaches the database must be
// storable in PostgreSQL text and jsonb: no NUL character, no lone UTF-16 surrogate, a bounded length,
// and one Unicode form (NFC) so that "é" typed two ways is one value.
import { z } from 'zod';

/** Ids in the database are 32-bit integers. */
export const MAX_ROW_ID = 2_147_483_647;

/** A NUL, a high surrogate without its low half, or a low surrogate without its high half. */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (value: string) => !UNSAFE_TEXT.test(value);

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL or a broken character).';

/** Longest text a request may carry in a field that sets no bound of its own. */
export const DEFAULT_TEXT_MAX = 10_000;

/** A request text: bounded, storable, NFC. Chain `.trim()`, `.min()`, `.regex()` as on any string. */
export const text = (max = DEFAULT_TEXT_MAX) =>
  z.string().max(max, `At most ${max} characters.`).refine(isSafeText, UNSAFE_TEXT_MESSAGE).normalize('NFC');

/** A row id sent as a JSON number. */
export const BodyId = z.number().int().positive().max(MAX_ROW_ID);

/** A row id in a path or query: digits only; beyond the integer range it names no row. */
export const RouteId = z
  .string()
  .regex(/^\d{1,12}$/, 'Must be digits only.')
  .transform(Number);
