// The signed-in user's friends (friendships reported by a social provider) for the friends
// leaderboard (SPEC.md sections 2 and 7). The app merges in the user, sorts and keeps the top 5.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Friend } from '../../src/api/contract/community';
import type { Db } from '../db/client';
import { friendships, users } from '../db/schema';

export async function userFriends(db: Db, userId: number): Promise<Friend[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureUrl: users.pictureUrl,
      total: users.totalPointsEarned,
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendUserId))
    .where(and(eq(friendships.userId, userId), isNull(users.deactivatedAt)))
    .orderBy(desc(users.totalPointsEarned), asc(users.id));
  return rows
    .filter((r) => r.id !== userId)
    .map((r) => ({
      id: r.id,
      name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      picture_url: r.pictureUrl,
      points: Math.max(0, r.total),
    }));
}
