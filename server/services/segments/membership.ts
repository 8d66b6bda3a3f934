// Keeps segment_members equal to what each segment's rules say. A whole segment is recomputed when it is
// saved and by the scheduled refresh (server/jobs.ts, every SEGMENT_REFRESH_MINUTES); one member in
// every segment when their tags change or they sign up. Rules that do not parse empty the segment.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { segmentMembers, segments, users } from '../../db/schema';
import { segmentCondition, storedRules } from './compile-rules';

/** How stale a segment may get before the scheduled refresh recomputes it. */
export const SEGMENT_REFRESH_MINUTES = 10;

/** Recomputes one segment's members; answers how many it has. */
export async function refreshSegment(db: Db | Tx, segmentId: number): Promise<number> {
  const [row] = await db.select({ rules: segments.rules }).from(segments).where(eq(segments.id, segmentId));
  if (!row) return 0;
  const rules = storedRules(row.rules);
  const condition = rules ? segmentCondition(rules) : sql`false`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${segmentMembers} where ${segmentMembers.segmentId} = ${segmentId}::int
      and not exists (select 1 from ${users} where ${users.id} = ${segmentMembers.userId} and ${condition})`);
    await tx.execute(sql`insert into ${segmentMembers} (user_id, segment_id)
      select ${users.id}, ${segmentId}::int from ${users} where ${condition} on conflict do nothing`);
    await tx.update(segments).set({ refreshedAt: new Date() }).where(eq(segments.id, segmentId));
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(segmentMembers).where(eq(segmentMembers.segmentId, segmentId));
    return count?.n ?? 0;
  });
}

/** Puts one member in, or takes them out of, every segment as its rules say of them now. */
export async function refreshMember(db: Db | Tx, userId: number): Promise<void> {
  const rows = await db.select({ id: segments.id, rules: segments.rules }).from(segments);
  for (const row of rows) {
    const rules = storedRules(row.rules);
    const inIt = sql`exists (select 1 from ${users} where ${users.id} = ${userId}::int and ${rules ? segmentCondition(rules) : sql`false`})`;
    await db.execute(sql`with gone as (
        delete from ${segmentMembers} where ${segmentMembers.segmentId} = ${row.id}::int and ${segmentMembers.userId} = ${userId}::int and not ${inIt})
      insert into ${segmentMembers} (user_id, segment_id) select ${userId}::int, ${row.id}::int where ${inIt} on conflict do nothing`);
  }
}

/** The scheduled refresh: every segment not recomputed for SEGMENT_REFRESH_MINUTES. Answers their ids. */
export async function refreshStaleSegments(db: Db, now = new Date()): Promise<number[]> {
  const before = new Date(now.getTime() - SEGMENT_REFRESH_MINUTES * 60_000);
  const stale = await db
    .select({ id: segments.id })
    .from(segments)
    .where(or(isNull(segments.refreshedAt), lt(segments.refreshedAt, before)));
  for (const { id } of stale) await refreshSegment(db, id);
  return stale.map((s) => s.id);
}

/** Members the rules take in now, counted from users (the console's live count as rules are edited). */
export async function countMatching(db: Db, rules: Parameters<typeof segmentCondition>[0]): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(segmentCondition(rules)));
  return row?.n ?? 0;
}
