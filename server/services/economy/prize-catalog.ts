// The prize catalog as the app reads it: suggestions, one prize, categories, pages by category and
// favourites. Only active prizes are shown; lists show only prizes that can be bought with points.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Prize, PrizeCategory, PrizeListItem, PrizesPage } from '../../../contract/economy';
import type { Db } from '../../db/client';
import { favouritePrizes, prizeCategories, prizes, users } from '../../db/schema';
import { notFound } from '../../errors';
import { sanitizeRichText } from '../content/app-content';
import { visibleTo } from '../segments/visibility';
import { MAX_ID } from './constants';
import { text, type Locale } from './locale';

type PrizeRow = typeof prizes.$inferSelect;

const listed = and(eq(prizes.active, true), eq(prizes.redeemable, true));
const inStock = sql`(${prizes.itemsLeft} is null or ${prizes.itemsLeft} > 0)`;
const stockFirst = sql`case when ${inStock} then 0 else 1 end`;

export const prizeNotFound = (id: number) => notFound('PrizeNotFound', `There is no prize ${id}.`);

/** Selects a prize with the user's favourite flag, among the prizes for everyone and for the user's segments. */
function selectWithFavourite(db: Db, userId: number) {
  const query = db
    .select({ prize: prizes, isFavourite: sql<boolean>`${favouritePrizes.userId} is not null` })
    .from(prizes)
    .leftJoin(favouritePrizes, and(eq(favouritePrizes.prizeId, prizes.id), eq(favouritePrizes.userId, userId)));
  return { where: (condition: SQL | undefined) => query.where(and(condition, visibleTo(prizes.segmentId, userId))) };
}

export function toListItem(prize: PrizeRow, isFavourite: boolean, locale: Locale): PrizeListItem {
  return {
    id: prize.id,
    category_id: prize.categoryId,
    image_id: prize.imageId,
    prize_name: text(prize.name, locale),
    value: prize.value,
    items_left: prize.itemsLeft,
    prize_tags: prize.tags,
    is_favourite: Boolean(isFavourite),
  };
}

/**
 * Prizes the user can buy now come first, the dearest of them first (the best use of the points);
 * then the ones just out of reach, cheapest first. Only redeemable prizes in stock.
 */
export async function prizeSuggestions(db: Db, userId: number, limit: number, locale: Locale): Promise<PrizeListItem[]> {
  const [user] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId)).limit(1);
  const points = user?.points ?? 0;
  const affordable = sql`${prizes.value} <= ${points}`;
  const rows = await selectWithFavourite(db, userId)
    .where(and(listed, inStock))
    .orderBy(
      sql`case when ${affordable} then 0 else 1 end`,
      sql`case when ${affordable} then -${prizes.value} else ${prizes.value} end`,
      asc(prizes.sortOrder),
      asc(prizes.id),
    )
    .limit(limit);
  return rows.map((r) => toListItem(r.prize, r.isFavourite, locale));
}

export async function getPrize(db: Db, userId: number, prizeId: number, locale: Locale): Promise<Prize> {
  const [row] =
    prizeId <= MAX_ID
      ? await selectWithFavourite(db, userId)
          .where(and(eq(prizes.id, prizeId), eq(prizes.active, true)))
          .limit(1)
      : [];
  if (!row) throw prizeNotFound(prizeId);
  const { prize } = row;
  return {
    id: prize.id,
    category_id: prize.categoryId,
    name: text(prize.name, locale),
    description: sanitizeRichText(text(prize.description, locale)),
    image_id: prize.imageId,
    value: prize.value,
    items_left: prize.itemsLeft,
    tags: prize.tags,
    code_media: prize.codeMedia,
    barcode_type: prize.barcodeType,
    valid_days: prize.validDays,
    redeemable: prize.redeemable,
    is_favourite: Boolean(row.isFavourite),
  };
}

export async function prizeCategoryList(db: Db, userId: number, locale: Locale): Promise<PrizeCategory[]> {
  const rows = await db
    .select({ category: prizeCategories, prizesCount: count(prizes.id) })
    .from(prizeCategories)
    .leftJoin(prizes, and(eq(prizes.categoryId, prizeCategories.id), listed, visibleTo(prizes.segmentId, userId)))
    .groupBy(prizeCategories.id)
    .orderBy(asc(prizeCategories.sortOrder), asc(prizeCategories.id));
  return rows.map(({ category, prizesCount }) => ({
    id: category.id,
    name: text(category.name, locale),
    image_id: category.imageId,
    prizes_count: Number(prizesCount),
  }));
}

export interface PrizePageRequest {
  start_from: number;
  length: number;
  category_id?: number;
}

/** The catalog, in stock first, in the operator's order; out-of-stock prizes stay visible at the end. */
export async function prizePage(db: Db, userId: number, page: PrizePageRequest, locale: Locale): Promise<PrizesPage> {
  const filters: SQL[] = [listed!];
  if (page.category_id !== undefined) filters.push(eq(prizes.categoryId, page.category_id));
  const rows = await selectWithFavourite(db, userId)
    .where(and(...filters))
    .orderBy(stockFirst, asc(prizes.sortOrder), asc(prizes.id))
    .offset(page.start_from)
    .limit(page.length + 1);
  return {
    prizes: rows.slice(0, page.length).map((r) => toListItem(r.prize, r.isFavourite, locale)),
    has_more: rows.length > page.length,
  };
}

/** The user's favourites, most recently added first, in stock first. */
export async function favouritePrizeList(db: Db, userId: number, locale: Locale): Promise<PrizeListItem[]> {
  const rows = await db
    .select({ prize: prizes })
    .from(favouritePrizes)
    .innerJoin(prizes, eq(prizes.id, favouritePrizes.prizeId))
    .where(and(eq(favouritePrizes.userId, userId), eq(prizes.active, true), visibleTo(prizes.segmentId, userId)))
    .orderBy(stockFirst, desc(favouritePrizes.createdAt), desc(prizes.id));
  return rows.map((r) => toListItem(r.prize, true, locale));
}
