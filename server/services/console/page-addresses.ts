// Where an operator's text page lives: an address of their choosing (not one of the app's screens,
// contract/content-slugs.ts), which they can change; the old address keeps leading to the page
// (page_redirects), and menu items that linked to it follow. The seven fixed pages keep their addresses.
import { eq } from 'drizzle-orm';
import { isFixedPageSlug, isReservedSlug } from '../../../contract/content-slugs';
import type { Db } from '../../db/client';
import { menuItems, pageRedirects, pages } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { writeAudit } from '../staff/audit';
import { pageRow, pageView } from './page-view';

/** 400 SlugReserved for an address the app's own screens use (or a fixed page's, unless allowed). */
export function checkFreeAddress(slug: string, { fixedAllowed }: { fixedAllowed: boolean }) {
  if (isReservedSlug(slug) || (!fixedAllowed && isFixedPageSlug(slug))) {
    throw badRequest('SlugReserved', `The address "${slug}" is taken by the app itself; choose another.`, { field: 'slug' });
  }
}

export async function renamePage(db: Db, staffId: number, slug: string, newSlug: string) {
  if (isFixedPageSlug(slug)) throw badRequest('PageFixed', `The page "${slug}" is one of the app's own; its address cannot change.`);
  checkFreeAddress(newSlug, { fixedAllowed: false });
  return db.transaction(async (tx) => {
    const before = pageView(await pageRow(tx, slug));
    if (newSlug === slug) return before;
    const [taken] = await tx.select({ slug: pages.slug }).from(pages).where(eq(pages.slug, newSlug));
    if (taken) throw new AppError(409, 'PageExists', `There is a page at "${newSlug}" already.`);
    // Earlier addresses of this page follow it (ON UPDATE CASCADE); the new one stops being a redirect.
    await tx.delete(pageRedirects).where(eq(pageRedirects.oldSlug, newSlug));
    const [row] = await tx.update(pages).set({ slug: newSlug }).where(eq(pages.slug, slug)).returning();
    await tx.insert(pageRedirects).values({ oldSlug: slug, newSlug });
    await tx.update(menuItems).set({ routeName: newSlug }).where(eq(menuItems.routeName, slug));
    const oldSlugs = (await tx.select().from(pageRedirects).where(eq(pageRedirects.newSlug, newSlug))).map((r) => r.oldSlug);
    const after = pageView(row!, oldSlugs);
    await writeAudit(tx, { staffId, action: 'page.rename', entityType: 'page', entityId: newSlug, before, after });
    return after;
  });
}
