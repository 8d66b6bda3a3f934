// Row locks on users for money moves. Several users are always locked in id order, so two
// transactions touching the same pair (A pays B while B pays A) cannot deadlock.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * How other people see a member, in history titles and invitations: "Jonas P.", or a masked phone without
 * a name. The database function public_name (server/db/functions/public_name.sql) is the rule, as transfers need it in SQL.
 */
export const publicName = sql<string>`public_name(${users.firstName}, ${users.lastName}, ${users.phone})`;

export interface LockedUser {
  id: number;
  points: number;
  /** publicName */
  name: string;
}

const columns = { id: users.id, points: users.points, name: publicName };

export async function lockUser(tx: Tx, userId: number): Promise<LockedUser> {
  const [row] = await tx.select(columns).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError(404, 'UserNotFound', 'No such user.');
  return row;
}

/**
 * Locks the users in ascending id order, in one statement (PostgreSQL locks the rows as the sorted
 * result yields them), and returns them by id.
 */
export async function lockUsers(tx: Tx, userIds: number[]): Promise<Map<number, LockedUser>> {
  const ids = [...new Set(userIds)];
  const rows = await tx.select(columns).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
  if (rows.length !== ids.length) throw new AppError(404, 'UserNotFound', 'No such user.');
  return new Map(rows.map((row) => [row.id, row]));
}
