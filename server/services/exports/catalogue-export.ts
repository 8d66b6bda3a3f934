// Prizes and promo codes as CSV, in id order, names in the console's language.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizes, promoCodes, promoCodeUses } from '../../db/schema';
import { text, type Locale } from '../economy/locale';
import { csvStream } from './csv-stream';
import { keyColumns, keyOrder, keysetRows, PAGE_ROWS, type Keyset } from './keyset-pages';

const byId = (id: typeof prizes.id | typeof promoCodes.id): Keyset => ({ keys: [{ expr: sql`${id}`, type: 'int' }], order: 'asc' });

export function prizeCsv(db: Db, locale: Locale) {
  const keyset = byId(prizes.id);
  const rows = keysetRows(keyset, async (after) => {
    const page = await db
      .select({
        id: prizes.id,
        name: prizes.name,
        value: prizes.value,
        items_left: prizes.itemsLeft,
        redeemable: prizes.redeemable,
        active: prizes.active,
        valid_days: prizes.validDays,
        created_at: prizes.createdAt,
        ...keyColumns(keyset),
      })
      .from(prizes)
      .where(after)
      .orderBy(...keyOrder(keyset))
      .limit(PAGE_ROWS);
    return page.map((row) => ({ ...row, name: text(row.name, locale) }));
  });
  return csvStream(
    [
      { key: 'id', header: 'id' },
      { key: 'name', header: 'name' },
      { key: 'value', header: 'points' },
      { key: 'items_left', header: 'items_left' },
      { key: 'redeemable', header: 'redeemable' },
      { key: 'active', header: 'active' },
      { key: 'valid_days', header: 'valid_days' },
      { key: 'created_at', header: 'created_at' },
    ],
    rows,
  );
}

export function promoCodeCsv(db: Db) {
  const keyset = byId(promoCodes.id);
  const rows = keysetRows(keyset, (after) =>
    db
      .select({
        id: promoCodes.id,
        code: promoCodes.code,
        points: promoCodes.points,
        multi_use: promoCodes.multiUse,
        valid_from: promoCodes.validFrom,
        valid_till: promoCodes.validTill,
        created_at: promoCodes.createdAt,
        uses: count(promoCodeUses.userId),
        ...keyColumns(keyset),
      })
      .from(promoCodes)
      .leftJoin(promoCodeUses, eq(promoCodeUses.promoCodeId, promoCodes.id))
      .where(and(after))
      .groupBy(promoCodes.id)
      .orderBy(...keyOrder(keyset))
      .limit(PAGE_ROWS),
  );
  return csvStream(
    [
      { key: 'id', header: 'id' },
      { key: 'code', header: 'code' },
      { key: 'points', header: 'points' },
      { key: 'multi_use', header: 'multi_use' },
      { key: 'valid_from', header: 'valid_from' },
      { key: 'valid_till', header: 'valid_till' },
      { key: 'created_at', header: 'created_at' },
      { key: 'uses', header: 'uses' },
    ],
    rows,
  );
}
