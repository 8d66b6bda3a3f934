// Prizes in the console: the list with rewards issued so far, new prizes, edits and stock changes.
// Each change is audited with the prize before and after. The stock rule lives in economy/prize-stock.ts.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prizes, rewards } from '../../db/schema';
import { notFound } from '../../errors';
import { sanitizeRichText } from '../content/app-content';
import { prizesChanged } from '../economy/prize-cache';
import { addToStock, replaceStock } from '../economy/prize-stock';
import { checkSegment } from '../segments/console-segments';
import { writeAudit } from '../staff/audit';
import { requireCategory, requireImage, textsIn } from './catalogue-texts';

type PrizeRow = typeof prizes.$inferSelect;
type CodeMedia = PrizeRow['codeMedia'];

export interface PrizeFields {
  category_id: number | null;
  name: Record<string, string>;
  description: Record<string, string>;
  image_id: number | null;
  value: number;
  code_media: CodeMedia;
  barcode_type: string;
  valid_days: number;
  redeemable: boolean;
  active: boolean;
  segment_id?: number | null;
}

export type StockChange = { kind: 'add'; by: number } | { kind: 'set'; items_left: number | null; expected: number | null };

const noPrize = (id: number) => notFound('PrizeNotFound', `There is no prize ${id}.`);

function view(row: PrizeRow, rewardsIssued: number) {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    description: row.description,
    image_id: row.imageId,
    value: row.value,
    items_left: row.itemsLeft,
    code_media: row.codeMedia,
    barcode_type: row.barcodeType,
    valid_days: row.validDays,
    redeemable: row.redeemable,
    active: row.active,
    sort_order: row.sortOrder,
    segment_id: row.segmentId,
    rewards_issued: rewardsIssued,
  };
}

const issued = (db: Db | Tx) =>
  db.select({ prize: prizes, issued: count(rewards.id) }).from(prizes).leftJoin(rewards, eq(rewards.prizeId, prizes.id)).groupBy(prizes.id);

export async function listConsolePrizes(db: Db) {
  const rows = await issued(db).orderBy(asc(prizes.sortOrder), asc(prizes.id));
  return rows.map((r) => view(r.prize, Number(r.issued)));
}

async function prizeView(tx: Tx, id: number) {
  const [row] = await issued(tx).where(eq(prizes.id, id));
  if (!row) throw noPrize(id);
  return view(row.prize, Number(row.issued));
}

async function columns(tx: Tx, body: PrizeFields, languages: readonly string[]) {
  await requireCategory(tx, body.category_id);
  await requireImage(tx, body.image_id);
  await checkSegment(tx, body.segment_id);
  const description = textsIn('description', body.description, languages, true);
  return {
    categoryId: body.category_id,
    name: textsIn('name', body.name, languages),
    description: Object.fromEntries(Object.entries(description).map(([key, html]) => [key, sanitizeRichText(html)])),
    imageId: body.image_id,
    value: body.value,
    codeMedia: body.code_media,
    barcodeType: body.barcode_type,
    validDays: body.valid_days,
    redeemable: body.redeemable,
    active: body.active,
    ...(body.segment_id === undefined ? {} : { segmentId: body.segment_id }),
  };
}

export async function createConsolePrize(db: Db, staffId: number, body: PrizeFields & { items_left: number | null }, languages: readonly string[]) {
  const created = await db.transaction(async (tx) => {
    const values = await columns(tx, body, languages);
    const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${prizes.sortOrder}), 0) + 1` }).from(prizes);
    const [row] = await tx
      .insert(prizes)
      .values({ ...values, itemsLeft: body.items_left, sortOrder: Number(next) })
      .returning({ id: prizes.id });
    const after = await prizeView(tx, row!.id);
    await writeAudit(tx, { staffId, action: 'prize.create', entityType: 'prize', entityId: row!.id, after });
    return after;
  });
  prizesChanged(db);
  return created;
}

/** Edits everything but the stock, which changes only through changePrizeStock. */
export async function updateConsolePrize(db: Db, staffId: number, id: number, body: PrizeFields, languages: readonly string[]) {
  const updated = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: prizes.id }).from(prizes).where(eq(prizes.id, id)).for('update');
    if (!locked) throw noPrize(id);
    const before = await prizeView(tx, id);
    await tx.update(prizes).set(await columns(tx, body, languages)).where(eq(prizes.id, id));
    const after = await prizeView(tx, id);
    await writeAudit(tx, { staffId, action: 'prize.update', entityType: 'prize', entityId: id, before, after });
    return after;
  });
  prizesChanged(db);
  return updated;
}

export async function changePrizeStock(db: Db, staffId: number, id: number, change: StockChange) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ itemsLeft: prizes.itemsLeft }).from(prizes).where(eq(prizes.id, id));
    if (!row) throw noPrize(id);
    // The stock just before and after this change, as the statement that made it saw them (a
    // redemption committing meanwhile may already show in a later read).
    let before: number | null;
    let now: number | null;
    if (change.kind === 'add') {
      now = await addToStock(tx, id, change.by);
      before = now - change.by;
    } else {
      await replaceStock(tx, id, change.items_left, change.expected);
      [before, now] = [change.expected, change.items_left];
    }
    await writeAudit(tx, {
      staffId,
      action: 'prize.stock',
      entityType: 'prize',
      entityId: id,
      before: { items_left: before },
      after: { items_left: now, change },
    });
    return prizeView(tx, id);
  });
}
