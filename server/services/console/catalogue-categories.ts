// Prize categories in the console: the list with how many prizes each holds, new ones, edits and
// the order the app shows them in. Each change is audited with before and after.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prizeCategories, prizes } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import { checkOrder, requireImage, textsIn } from './catalogue-texts';

export interface CategoryFields {
  name: Record<string, string>;
  image_id: number | null;
}

const withCounts = (db: Db | Tx) =>
  db
    .select({ category: prizeCategories, prizes: count(prizes.id) })
    .from(prizeCategories)
    .leftJoin(prizes, eq(prizes.categoryId, prizeCategories.id))
    .groupBy(prizeCategories.id);

const view = (r: { category: typeof prizeCategories.$inferSelect; prizes: number }) => ({
  id: r.category.id,
  name: r.category.name,
  image_id: r.category.imageId,
  sort_order: r.category.sortOrder,
  prizes: Number(r.prizes),
});

export async function listConsoleCategories(db: Db | Tx) {
  const rows = await withCounts(db).orderBy(asc(prizeCategories.sortOrder), asc(prizeCategories.id));
  return rows.map(view);
}

async function categoryView(tx: Tx, id: number) {
  const [row] = await withCounts(tx).where(eq(prizeCategories.id, id));
  if (!row) throw notFound('CategoryNotFound', `There is no category ${id}.`);
  return view(row);
}

export async function createCategory(db: Db, staffId: number, body: CategoryFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    await requireImage(tx, body.image_id);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${prizeCategories.sortOrder}), 0) + 1` })
      .from(prizeCategories);
    const [row] = await tx
      .insert(prizeCategories)
      .values({ name: textsIn('name', body.name, languages), imageId: body.image_id, sortOrder: Number(next) })
      .returning({ id: prizeCategories.id });
    const after = await categoryView(tx, row!.id);
    await writeAudit(tx, { staffId, action: 'category.create', entityType: 'prize_category', entityId: row!.id, after });
    return after;
  });
}

export async function updateCategory(db: Db, staffId: number, id: number, body: CategoryFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    const before = await categoryView(tx, id);
    await requireImage(tx, body.image_id);
    await tx
      .update(prizeCategories)
      .set({ name: textsIn('name', body.name, languages), imageId: body.image_id })
      .where(eq(prizeCategories.id, id));
    const after = await categoryView(tx, id);
    await writeAudit(tx, { staffId, action: 'category.update', entityType: 'prize_category', entityId: id, before, after });
    return after;
  });
}

export async function orderCategories(db: Db, staffId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    // Locks the list, so two editors ordering at once take turns and each sees the other's result.
    const existing = await tx.select({ id: prizeCategories.id }).from(prizeCategories).orderBy(asc(prizeCategories.sortOrder), asc(prizeCategories.id)).for('update');
    checkOrder(ids, existing.map((r) => r.id));
    for (const [index, id] of ids.entries()) {
      await tx.update(prizeCategories).set({ sortOrder: index + 1 }).where(inArray(prizeCategories.id, [id]));
    }
    await writeAudit(tx, {
      staffId,
      action: 'category.order',
      entityType: 'prize_category',
      before: { ids: existing.map((r) => r.id) },
      after: { ids },
    });
    return listConsoleCategories(tx);
  });
}
