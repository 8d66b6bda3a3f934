// Row locks on users for money moves. Several users are always locked in id order, so two
// transactions touching the same pair (A pays B while B pays A) cannot deadlock.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

export type LockedUser = Pick<typeof users.$inferSelect, 'id' | 'points' | 'phone' | 'firstName' | 'lastName'>;

const columns = {
  id: users.id,
  points: users.points,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
};

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

/** How other people see a user in history titles: "Jonas P.", or a masked phone without a name. */
export function publicName(user: Pick<LockedUser, 'phone' | 'firstName' | 'lastName'>): string {
  const first = user.firstName?.trim();
  const initial = user.lastName?.trim().charAt(0);
  if (first) return initial ? `${first} ${initial.toUpperCase()}.` : first;
  const phone = user.phone ?? '';
  return phone.length > 6 ? `+${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}` : '***';
}
