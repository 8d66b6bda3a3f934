// Whether a member may see what a segment limits (challenges, news, prizes): one look-up in
// segment_members' primary key, so the customer's reads stay one index probe per targeted row.
import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { segmentMembers } from '../../db/schema';

/** SQL: the row limited by `segmentColumn` is for everyone or for a segment `userId` is in. */
export function visibleTo(segmentColumn: AnyColumn, userId: number | Placeholder | null): SQL {
  if (userId === null) return sql`${segmentColumn} is null`;
  return sql`(${segmentColumn} is null or exists (select 1 from ${segmentMembers}
    where ${segmentMembers.userId} = ${userId} and ${segmentMembers.segmentId} = ${segmentColumn}))`;
}

const memberSegmentsQuery = (db: Db) =>
  prepared(db, 'member_segments', (d, name) =>
    d.select({ id: segmentMembers.segmentId }).from(segmentMembers).where(eq(segmentMembers.userId, sql.placeholder('userId'))).prepare(name),
  );

/** The segments a member is in. */
export async function memberSegments(db: Db, userId: number): Promise<Set<number>> {
  const rows = await memberSegmentsQuery(db).execute({ userId });
  return new Set(rows.map((r) => r.id));
}

/** Whether what `segmentId` limits is for this member (null: for everyone). */
export async function mayUse(db: Db | Tx, userId: number, segmentId: number | null): Promise<boolean> {
  if (segmentId === null) return true;
  const [row] = await db
    .select({ one: sql`1` })
    .from(segmentMembers)
    .where(and(eq(segmentMembers.userId, userId), eq(segmentMembers.segmentId, segmentId)))
    .limit(1);
  return Boolean(row);
}
