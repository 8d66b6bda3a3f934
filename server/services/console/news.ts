// News as the console edits it: every text in each language of the deployment, stored by the same
// rules as the operator's POST /api/partner/news (services/challenges/authoring/partner-publishing.ts), each change with
// its audit entry in the same transaction. Pushing what is due is the route's (services/push/announcements.ts).
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { news } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { NewsBody } from '../../../contract/console/news';
import { publishNews, reviseNews } from '../challenges/authoring/partner-publishing';
import { checkSegment } from '../segments/console-segments';
import { writeAudit } from '../staff/audit';

const LIST_LIMIT = 200;

type NewsRow = typeof news.$inferSelect;

/** The operator's shape of the same item: no image is an absent image_id there. */
const asOperatorNews = ({ segment_id: _audience, ...body }: NewsBody) => ({ ...body, image_id: body.image_id ?? undefined });

/** The audience the editor chose, set in the same transaction (undefined: left as it is). */
async function setAudience(tx: Tx, id: number, segmentId: number | null | undefined) {
  if (segmentId === undefined) return;
  await checkSegment(tx, segmentId);
  await tx.update(news).set({ segmentId }).where(eq(news.id, id));
}

const newsNotFound = () => notFound('NewsNotFound', 'This news item does not exist.');

export function consoleNewsEntry(row: NewsRow) {
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    body: row.body,
    image_id: row.imageId,
    promoted: row.promoted,
    published_at: row.publishedAt.toISOString(),
    published: row.publishedAt.getTime() <= Date.now(),
    announced_at: row.announcedAt?.toISOString() ?? null,
    segment_id: row.segmentId,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an item: everything an editor can change. */
const audited = (row: NewsRow) => ({
  title: row.title,
  intro: row.intro,
  body: row.body,
  image_id: row.imageId,
  promoted: row.promoted,
  published_at: row.publishedAt.toISOString(),
  segment_id: row.segmentId,
});

/** Each text in exactly the deployment's languages. */
export function checkLanguages(body: NewsBody, languages: string[]) {
  for (const field of ['title', 'intro', 'body'] as const) {
    const given = Object.keys(body[field]);
    const unknown = given.filter((lang) => !languages.includes(lang));
    if (unknown.length) throw badRequest('ValidationError', `The ${field} is in a language this programme does not offer: ${unknown.join(', ')}.`, { field });
    const missing = languages.filter((lang) => !given.includes(lang));
    if (missing.length) throw badRequest('ValidationError', `Give the ${field} in every language; missing: ${missing.join(', ')}.`, { field });
  }
}

export async function listConsoleNews(db: Db) {
  const rows = await db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(LIST_LIMIT);
  return rows.map(consoleNewsEntry);
}

async function lockNews(tx: Tx, id: number): Promise<NewsRow> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw newsNotFound();
  return row;
}

export async function getConsoleNews(db: Db, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw newsNotFound();
  return consoleNewsEntry(row);
}

export async function createConsoleNews(db: Db, staffId: number, body: NewsBody, defaultLanguage: string) {
  return db.transaction(async (tx) => {
    const id = await publishNews(tx, asOperatorNews(body), defaultLanguage);
    await setAudience(tx, id, body.segment_id);
    const row = await lockNews(tx, id);
    await writeAudit(tx, { staffId, action: 'news.create', entityType: 'news', entityId: id, after: audited(row) });
    return id;
  });
}

export async function updateConsoleNews(db: Db, staffId: number, id: number, body: NewsBody, defaultLanguage: string) {
  return db.transaction(async (tx) => {
    const before = await lockNews(tx, id);
    if (!(await reviseNews(tx, id, asOperatorNews(body), defaultLanguage))) throw newsNotFound();
    await setAudience(tx, id, body.segment_id);
    const after = await lockNews(tx, id);
    await writeAudit(tx, { staffId, action: 'news.update', entityType: 'news', entityId: id, before: audited(before), after: audited(after) });
  });
}

export async function deleteConsoleNews(db: Db, staffId: number, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockNews(tx, id);
    await tx.delete(news).where(eq(news.id, id));
    await writeAudit(tx, { staffId, action: 'news.delete', entityType: 'news', entityId: id, before: audited(before) });
  });
}
