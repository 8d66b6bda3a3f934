// Reads a whole list page by page in its own order, each page after the last row of the one before
// (keyset paging: no offset to count past, and each page is a short statement of its own, so an export
// of a million rows neither holds memory nor holds the database from other requests). The sort keys
// travel as text and are cast back, so a timestamp keeps its microseconds.
import { sql, type SQL } from 'drizzle-orm';

export const PAGE_ROWS = 1000;

export interface SortKey {
  expr: SQL;
  /** The SQL type the key is cast back to for the comparison: 'timestamptz', 'int', 'text'. */
  type: string;
}

export interface Keyset {
  /** The sort keys, the row id last (unique, so the order is total). */
  keys: SortKey[];
  order: 'asc' | 'desc';
}

/** The selected columns that carry the keys of a row, as text: k0, k1, ... */
export const keyColumns = (keyset: Keyset): Record<string, SQL<string>> =>
  Object.fromEntries(keyset.keys.map((key, i) => [`k${i}`, sql<string>`(${key.expr})::text`]));

export const keyOrder = (keyset: Keyset): SQL[] => keyset.keys.map((key) => sql`${key.expr} ${sql.raw(keyset.order)}`);

/** The rows after `last` in the keyset's order; none before the first page. */
export function afterKeys(keyset: Keyset, last: string[] | null): SQL | undefined {
  if (!last) return undefined;
  const left = sql.join(keyset.keys.map((key) => key.expr), sql`, `);
  const right = sql.join(keyset.keys.map((key, i) => sql`${last[i]}::${sql.raw(key.type)}`), sql`, `);
  return sql`(${left}) ${sql.raw(keyset.order === 'asc' ? '>' : '<')} (${right})`;
}

type Keyed = Record<string, unknown>;

/** Every row, page after page; fetchPage gets the keys of the last row read (null first). */
export async function* keysetRows<Row extends Keyed>(keyset: Keyset, fetchPage: (after: SQL | undefined) => Promise<Row[]>): AsyncGenerator<Row> {
  let last: string[] | null = null;
  for (;;) {
    const rows = await fetchPage(afterKeys(keyset, last));
    for (const row of rows) yield row;
    if (rows.length < PAGE_ROWS) return;
    const tail = rows[rows.length - 1]!;
    last = keyset.keys.map((_, i) => String(tail[`k${i}`]));
  }
}
