// Text pages in the console: the app's seven fixed pages (contract/content-slugs.ts) and pages at
// addresses the operator chooses, made, edited and deleted with texts per language (renaming is
// page-addresses.ts). Bodies are HTML, reduced on save by the same rules the app's answers use
// (services/content/app-content.ts), so what the editor sees after saving is what members get.
import { asc, eq, sql } from 'drizzle-orm';
import { CONTENT_SLUGS, isFixedPageSlug } from '../../../contract/content-slugs';
import type { Db } from '../../db/client';
import { pageRedirects, pages } from '../../db/schema';
import { AppError } from '../../errors';
import { sanitizeRichText } from '../content/app-content';
import { writeAudit } from '../staff/audit';
import { textsIn } from './catalogue-texts';
import { checkFreeAddress } from './page-addresses';
import { pageRow, pageView } from './page-view';

export interface PageFields {
  title: Record<string, string>;
  body: Record<string, string>;
}

function columns(body: PageFields, languages: readonly string[]) {
  const html = textsIn('body', body.body, languages);
  return {
    title: textsIn('title', body.title, languages),
    body: Object.fromEntries(Object.entries(html).map(([key, value]) => [key, sanitizeRichText(value)])),
  };
}

export async function listPages(db: Db) {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug));
  const redirects = await db.select().from(pageRedirects).orderBy(asc(pageRedirects.oldSlug));
  const oldOf = (slug: string) => redirects.filter((r) => r.newSlug === slug).map((r) => r.oldSlug);
  // The fixed pages first, in their usual order, then the operator's by address.
  const fixed = CONTENT_SLUGS.flatMap((slug) => rows.filter((r) => r.slug === slug));
  const own = rows.filter((r) => !isFixedPageSlug(r.slug));
  return {
    pages: [...fixed, ...own].map((row) => pageView(row, oldOf(row.slug))),
    missing: CONTENT_SLUGS.filter((slug) => !rows.some((r) => r.slug === slug)),
  };
}

export async function createPage(db: Db, staffId: number, slug: string, body: PageFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    checkFreeAddress(slug, { fixedAllowed: true });
    const values = columns(body, languages);
    const [row] = await tx.insert(pages).values({ slug, ...values }).onConflictDoNothing().returning();
    if (!row) throw new AppError(409, 'PageExists', `The page "${slug}" exists already; edit it instead.`);
    // An address that led to a renamed page now belongs to this new one.
    await tx.delete(pageRedirects).where(eq(pageRedirects.oldSlug, slug));
    const after = pageView(row);
    await writeAudit(tx, { staffId, action: 'page.create', entityType: 'page', entityId: slug, after });
    return after;
  });
}

export async function updatePage(db: Db, staffId: number, slug: string, body: PageFields, languages: readonly string[]) {
  return db.transaction(async (tx) => {
    const before = pageView(await pageRow(tx, slug));
    const [row] = await tx
      .update(pages)
      .set({ ...columns(body, languages), updatedAt: sql`now()` })
      .where(eq(pages.slug, slug))
      .returning();
    const oldSlugs = (await tx.select().from(pageRedirects).where(eq(pageRedirects.newSlug, slug))).map((r) => r.oldSlug);
    const after = pageView(row!, oldSlugs);
    await writeAudit(tx, { staffId, action: 'page.update', entityType: 'page', entityId: slug, before, after });
    return after;
  });
}

/** Deletes the page; its old addresses go with it (they lead nowhere now). */
export async function deletePage(db: Db, staffId: number, slug: string) {
  await db.transaction(async (tx) => {
    const before = pageView(await pageRow(tx, slug));
    await tx.delete(pages).where(eq(pages.slug, slug));
    await writeAudit(tx, { staffId, action: 'page.delete', entityType: 'page', entityId: slug, before });
  });
  return { success: true as const };
}
