// News (docs/product.md sections 2 and 7): the paged list, one item (reading it marks it read), the unread
// count and the promoted item of the dashboard. Items published in the future stay hidden.
import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { NewsItem, NewsPage, PromotedNewsItem } from '../../../contract/community';
import { MAX_ROW_ID } from '../../../contract/safe';
import type { Db } from '../../db/client';
import { news, newsReads } from '../../db/schema';
import { notFound } from '../../errors';
import { sanitizeRichText } from './app-content';
import { visibleTo } from '../segments/visibility';
import { localize } from '../texts/localize';

export interface Locale {
  lang: string;
  fallback: string;
}

const newsNotFound = () => notFound('NewsNotFound', 'This news item does not exist.');

const published = (now: Date) => lte(news.publishedAt, now);
/** Published, and for everyone or for a segment the reader is in (nobody signed out is in one). */
const shownTo = (userId: number | null, now: Date) => and(published(now), visibleTo(news.segmentId, userId));

export async function newsPage(
  db: Db,
  userId: number | null,
  page: { start_from: number; length: number },
  locale: Locale,
): Promise<NewsPage> {
  const now = new Date();
  const readAt = userId
    ? sql<unknown>`(select ${newsReads.readAt} from ${newsReads} where ${newsReads.newsId} = ${news.id} and ${newsReads.userId} = ${userId})`
    : sql<null>`null`;
  const rows = await db
    .select({ row: news, readAt })
    .from(news)
    .where(shownTo(userId, now))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .offset(page.start_from)
    .limit(page.length + 1);
  return {
    list: rows.slice(0, page.length).map(({ row, readAt: read }) => ({
      id: row.id,
      title: localize(row.title, locale.lang, locale.fallback),
      intro: localize(row.intro, locale.lang, locale.fallback),
      image_id: row.imageId,
      published_at: row.publishedAt.toISOString(),
      ...(userId ? { is_read: read !== null } : {}),
    })),
    has_more: rows.length > page.length,
  };
}

/** One published item; a signed-in reader's first opening marks it read. */
export async function newsItem(db: Db, userId: number | null, id: number, locale: Locale): Promise<NewsItem> {
  if (id > MAX_ROW_ID) throw newsNotFound();
  const now = new Date();
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), shownTo(userId, now)))
    .limit(1);
  if (!row) throw newsNotFound();
  if (userId) {
    await db
      .insert(newsReads)
      .values({ userId, newsId: id, readAt: now })
      .onConflictDoUpdate({
        target: [newsReads.userId, newsReads.newsId],
        set: { readAt: sql`coalesce(${newsReads.readAt}, excluded.read_at)` },
      });
  }
  return {
    id: row.id,
    title: localize(row.title, locale.lang, locale.fallback),
    intro: localize(row.intro, locale.lang, locale.fallback),
    body: sanitizeRichText(localize(row.body, locale.lang, locale.fallback)),
    image_id: row.imageId,
    published_at: row.publishedAt.toISOString(),
  };
}

export async function unreadNewsCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)))
    .where(and(shownTo(userId, new Date()), isNull(newsReads.readAt)));
  return Number(row?.n ?? 0);
}

/** The newest promoted item this user has neither read nor dismissed. */
export async function promotedNewsItem(db: Db, userId: number, locale: Locale): Promise<PromotedNewsItem | null> {
  const [row] = await db
    .select({ id: news.id, title: news.title, intro: news.intro })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)))
    .where(
      and(
        eq(news.promoted, true),
        shownTo(userId, new Date()),
        isNull(newsReads.readAt),
        isNull(newsReads.promoDismissedAt),
      ),
    )
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: localize(row.title, locale.lang, locale.fallback),
    intro: localize(row.intro, locale.lang, locale.fallback),
  };
}

/** Hides a promoted item from this user's dashboard; dismissing twice changes nothing. */
export async function dismissPromotedNews(db: Db, userId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw newsNotFound();
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, id), shownTo(userId, new Date())))
    .limit(1);
  if (!row) throw newsNotFound();
  const now = new Date();
  await db
    .insert(newsReads)
    .values({ userId, newsId: id, promoDismissedAt: now })
    .onConflictDoUpdate({
      target: [newsReads.userId, newsReads.newsId],
      set: { promoDismissedAt: sql`coalesce(${newsReads.promoDismissedAt}, excluded.promo_dismissed_at)` },
    });
}

