import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, created, localized } from './columns';
import { users } from './members';
import { segments } from './segments';
import { images } from './settings';

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  intro: localized('intro').notNull(),
  body: localized('body').notNull(),
  imageId: integer('image_id').references(() => images.id),
  promoted: boolean('promoted').notNull().default(false),
  publishedAt: tz('published_at').notNull().defaultNow(),
  /** When customers were told of it by push; null until it is published and announced. */
  announcedAt: tz('announced_at'),
  /** Only members of this segment see it and get its push; null: everyone. */
  segmentId: integer('segment_id').references(() => segments.id),
  createdAt: created(),
});

export const newsReads = pgTable(
  'news_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: tz('read_at'),
    promoDismissedAt: tz('promo_dismissed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);

/** Text pages: the seven the app knows (contract/content-slugs.ts) and any the operator adds at an address of their choosing. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: localized('title').notNull(),
  body: localized('body').notNull(),
  /** Extra structured content, e.g. the three welcome-tour steps. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A renamed page's old address, which keeps leading to its new one (services/console/page-addresses.ts). */
export const pageRedirects = pgTable('page_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  newSlug: text('new_slug')
    .notNull()
    .references(() => pages.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
  createdAt: created(),
});

export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  /** Route name the app links to (a text page slug) or an absolute URL. */
  routeName: text('route_name'),
  url: text('url'),
  title: localized('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const monthlyTop = pgTable(
  'monthly_top',
  {
    id: serial('id').primaryKey(),
    month: text('month').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    points: integer('points').notNull(),
    urlIdentifier: text('url_identifier').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('monthly_top_month_user_key').on(t.month, t.userId)],
);

/** Months whose top list has been settled (by the monthly job or the operator); each only once. */
export const monthlyTopMonths = pgTable('monthly_top_months', {
  month: text('month').primaryKey(),
  closedAt: tz('closed_at').notNull().defaultNow(),
});
