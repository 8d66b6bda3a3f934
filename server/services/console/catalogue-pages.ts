// Text pages in the console: the app's known pages (contract/content-slugs.ts), made, edited
// and deleted with texts per language. Bodies are HTML, reduced on save by the same rules the app's
// answers use (services/content/app-content.ts), so what the editor sees after saving is what members get.
import { asc, eq, sql } from 'drizzle-orm';
import { CONTENT_SLUGS } from '../../../contract/content-slugs';
import type { Db, Tx } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { sanitizeRichText } from '../content/app-content';
import { writeAudit } from '../staff/audit';
import { textsIn } from './catalogue-texts';

type Slug = (typeof CONTENT_SLUGS)[number];

export interface PageFields {
  title: Record<string, string>;
  body: Record<string, string>;
}

const noPage = (slug: string) => notFound('ContentNotFound', `There is no page "${slug}".`);

const view = (row: typeof pages.$inferSelect) => ({
  slug: row.slug as Slug,
  title: row.title,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
});

function columns(body: PageFields, languages: readonly string[]) {
  const html = textsIn('body', body.body, languages);
  return {
    title: textsIn('title', body.title, languages),
    body: Object.fromEntries(Object.entries(html).map(([key, value]) => [key, sanitizeRichText(value)])),
  };
}

export async function listPages(db: Db) {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug));
  const known = rows.filter((r) => (CONTENT_SLUGS as readonly string[]).includes(r.slug));
  return {
    pages: known.map(view),
    missing: CONTENT_SLUGS.filter((slug) => !rows.some((r) => r.slug === slug)),
  };
}

async function pageRow(tx: Tx, slug: string) {
  const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
  if (!row) throw noPage(slug);
  return row;
}

export async function createPage(db: Db, staffId: number, slug: Slug, body: PageFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    const values = columns(body, languages);
    const [row] = await tx.insert(pages).values({ slug, ...values }).onConflictDoNothing().returning();
    if (!row) throw new AppError(409, 'PageExists', `The page "${slug}" exists already; edit it instead.`);
    const after = view(row);
    await writeAudit(tx, { staffId, action: 'page.create', entityType: 'page', entityId: slug, after });
    return after;
  });
}

export async function updatePage(db: Db, staffId: number, slug: Slug, body: PageFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    const before = view(await pageRow(tx, slug));
    const [row] = await tx
      .update(pages)
      .set({ ...columns(body, languages), updatedAt: sql`now()` })
      .where(eq(pages.slug, slug))
      .returning();
    const after = view(row!);
    await writeAudit(tx, { staffId, action: 'page.update', entityType: 'page', entityId: slug, before, after });
    return after;
  });
}

export async function deletePage(db: Db, staffId: number, slug: Slug) {
  await db.transaction(async (tx) => {
    const before = view(await pageRow(tx, slug));
    await tx.delete(pages).where(eq(pages.slug, slug));
    await writeAudit(tx, { staffId, action: 'page.delete', entityType: 'page', entityId: slug, before });
  });
  return { success: true as const };
}
