// Extra menu items in the console: a link to a page of the app (route_name) or to an address (url),
// with a title per language, in the operator's order. Each change is audited with before and after.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { menuItems } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import { checkOrder, invalidField, textsIn } from './catalogue-texts';

export interface MenuItemFields {
  title: Record<string, string>;
  route_name: string | null;
  url: string | null;
}

const noItem = (id: number) => notFound('MenuItemNotFound', `There is no menu item ${id}.`);

const view = (row: typeof menuItems.$inferSelect) => ({
  id: row.id,
  title: row.title,
  route_name: row.routeName,
  url: row.url,
  sort_order: row.sortOrder,
});

function columns(body: MenuItemFields, languages: readonly string[]) {
  if ((body.route_name === null) === (body.url === null)) {
    throw invalidField('route_name', 'give either a page of the app or an address, not both and not neither.');
  }
  return { title: textsIn('title', body.title, languages), routeName: body.route_name, url: body.url };
}

const ordered = (db: Db | Tx) => db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));

export async function listMenuItems(db: Db | Tx) {
  return (await ordered(db)).map(view);
}

async function itemRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
  if (!row) throw noItem(id);
  return row;
}

export async function createMenuItem(db: Db, staffId: number, body: MenuItemFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    const values = columns(body, languages);
    const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${menuItems.sortOrder}), 0) + 1` }).from(menuItems);
    const [row] = await tx.insert(menuItems).values({ ...values, sortOrder: Number(next) }).returning();
    const after = view(row!);
    await writeAudit(tx, { staffId, action: 'menu_item.create', entityType: 'menu_item', entityId: row!.id, after });
    return after;
  });
}

export async function updateMenuItem(db: Db, staffId: number, id: number, body: MenuItemFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    const before = view(await itemRow(tx, id));
    const [row] = await tx.update(menuItems).set(columns(body, languages)).where(eq(menuItems.id, id)).returning();
    const after = view(row!);
    await writeAudit(tx, { staffId, action: 'menu_item.update', entityType: 'menu_item', entityId: id, before, after });
    return after;
  });
}

export async function deleteMenuItem(db: Db, staffId: number, id: number) {
  await db.transaction(async (tx) => {
    const before = view(await itemRow(tx, id));
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await writeAudit(tx, { staffId, action: 'menu_item.delete', entityType: 'menu_item', entityId: id, before });
  });
  return { success: true as const };
}

export async function orderMenuItems(db: Db, staffId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const existing = await ordered(tx).for('update');
    checkOrder(ids, existing.map((r) => r.id));
    for (const [index, id] of ids.entries()) await tx.update(menuItems).set({ sortOrder: index + 1 }).where(eq(menuItems.id, id));
    await writeAudit(tx, { staffId, action: 'menu_item.order', entityType: 'menu_item', before: { ids: existing.map((r) => r.id) }, after: { ids } });
    return listMenuItems(tx);
  });
}
