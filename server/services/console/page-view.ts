// A text page as the console sees it, and its row locked for a change.
import { eq } from 'drizzle-orm';
import { isFixedPageSlug } from '../../../contract/content-slugs';
import type { Tx } from '../../db/client';
import { pages } from '../../db/schema';
import { notFound } from '../../errors';

export const noPage = (slug: string) => notFound('ContentNotFound', `There is no page "${slug}".`);

export const pageView = (row: typeof pages.$inferSelect, oldSlugs: string[] = []) => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
  fixed: isFixedPageSlug(row.slug),
  old_slugs: oldSlugs,
});

export async function pageRow(tx: Tx, slug: string) {
  const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
  if (!row) throw noPage(slug);
  return row;
}
