// Segments as the console edits them: the list with each one's members and what it limits, saving
// (the members recomputed at once), deleting (refused while something is limited to it), and the
// check the editors' pickers rely on. Every change is audited.
import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { SegmentBody, SegmentRules } from '../../../contract/console/segments';
import type { Db, Tx } from '../../db/client';
import { challenges, news, prizes, segmentMembers, segments } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import { storedRules } from './compile-rules';
import { refreshSegment } from './membership';

type SegmentRow = typeof segments.$inferSelect;
type Use = { kind: 'challenge' | 'news' | 'prize'; id: number };

export const segmentNotFound = () => notFound('SegmentNotFound', 'There is no such segment.');

async function usesOf(db: Db | Tx, segmentId?: number): Promise<Map<number, Use[]>> {
  const where = (column: AnyColumn) => (segmentId === undefined ? sql`${column} is not null` : eq(column, segmentId));
  const [c, n, p] = await Promise.all([
    db.select({ id: challenges.id, segmentId: challenges.segmentId }).from(challenges).where(where(challenges.segmentId)),
    db.select({ id: news.id, segmentId: news.segmentId }).from(news).where(where(news.segmentId)),
    db.select({ id: prizes.id, segmentId: prizes.segmentId }).from(prizes).where(where(prizes.segmentId)),
  ]);
  const uses = new Map<number, Use[]>();
  const add = (kind: Use['kind'], rows: Array<{ id: number; segmentId: number | null }>) => {
    for (const row of rows) uses.set(row.segmentId!, [...(uses.get(row.segmentId!) ?? []), { kind, id: row.id }]);
  };
  add('challenge', c);
  add('news', n);
  add('prize', p);
  return uses;
}

function entry(row: SegmentRow, members: number, uses: Use[]) {
  return {
    id: row.id,
    name: row.name,
    rules: storedRules(row.rules),
    members,
    refreshed_at: row.refreshedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    uses,
  };
}

export async function listSegments(db: Db) {
  const [rows, counts, uses] = await Promise.all([
    db.select().from(segments).orderBy(asc(segments.name), asc(segments.id)),
    db.select({ id: segmentMembers.segmentId, n: sql<number>`count(*)::int` }).from(segmentMembers).groupBy(segmentMembers.segmentId),
    usesOf(db),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => entry(row, countOf.get(row.id) ?? 0, uses.get(row.id) ?? []));
}

export async function getSegment(db: Db, id: number) {
  const [row] = await db.select().from(segments).where(eq(segments.id, id));
  if (!row) throw segmentNotFound();
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(segmentMembers).where(eq(segmentMembers.segmentId, id));
  return entry(row, count?.n ?? 0, (await usesOf(db, id)).get(id) ?? []);
}

const audited = (name: string, rules: unknown) => ({ name, rules });

export async function createSegment(db: Db, staffId: number, body: SegmentBody): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(segments).values({ name: body.name, rules: body.rules }).returning({ id: segments.id });
    await writeAudit(tx, { staffId, action: 'segment.create', entityType: 'segment', entityId: row!.id, after: audited(body.name, body.rules) });
    return row!.id;
  });
  await refreshSegment(db, id);
  return id;
}

export async function updateSegment(db: Db, staffId: number, id: number, body: SegmentBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(segments).where(eq(segments.id, id)).for('update');
    if (!before) throw segmentNotFound();
    await tx.update(segments).set({ name: body.name, rules: body.rules as SegmentRules, updatedAt: new Date() }).where(eq(segments.id, id));
    await writeAudit(tx, {
      staffId,
      action: 'segment.update',
      entityType: 'segment',
      entityId: id,
      before: audited(before.name, before.rules),
      after: audited(body.name, body.rules),
    });
  });
  await refreshSegment(db, id);
}

export async function deleteSegment(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(segments).where(eq(segments.id, id)).for('update');
    if (!before) throw segmentNotFound();
    const uses = (await usesOf(tx, id)).get(id) ?? [];
    if (uses.length) {
      throw badRequest('SegmentInUse', 'Challenges, news or prizes are limited to this segment: choose another audience for them first.', { uses });
    }
    await tx.delete(segments).where(eq(segments.id, id));
    await writeAudit(tx, { staffId, action: 'segment.delete', entityType: 'segment', entityId: id, before: audited(before.name, before.rules) });
  });
}

/** The editors' picker: 400 SegmentNotFound for a segment that is not there. */
export async function checkSegment(db: Db | Tx, segmentId: number | null | undefined): Promise<void> {
  if (segmentId === null || segmentId === undefined) return;
  const [row] = await db.select({ id: segments.id }).from(segments).where(eq(segments.id, segmentId));
  if (!row) throw badRequest('SegmentNotFound', 'There is no such segment any more: choose another audience.');
}
