// The signed-in user's friends (friendships reported by a social provider) for the friends
// leaderboard (docs/product.md sections 2 and 7). The app merges in the user, sorts and keeps the top 5.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Friend } from '../../../contract/community';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { friendships, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { newFriendPush } from '../push/messages';
import type { PushService } from '../push/service';
import { readSettings } from '../settings/settings';
import { fullName } from './users';

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
      name: fullName(r.firstName, r.lastName),
      picture_url: r.pictureUrl,
      points: Math.max(0, r.total),
    }));
}

/** Records a friendship both ways; true when it is new (they were not friends yet). */
export async function connectFriends(db: Db | Tx, userId: number, friendUserId: number): Promise<boolean> {
  if (userId === friendUserId) throw badRequest('CannotBefriendSelf', 'A user cannot be their own friend.');
  const added = await db
    .insert(friendships)
    .values([
      { userId, friendUserId },
      { userId: friendUserId, friendUserId: userId },
    ])
    .onConflictDoNothing()
    .returning({ userId: friendships.userId });
  return added.length > 0;
}

/** Each side of each new friendship of `userId` hears the other's name (when their new-friend flag is on). */
export async function notifyNewFriends(db: Db, push: PushService, config: Config, userId: number, friendIds: number[]): Promise<void> {
  const { userFriendsEnabled } = await readSettings(db, config, config.DEFAULT_LANGUAGE);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [userId, ...friendIds]));
  const nameOf = new Map(rows.map((r) => [r.id, fullName(r.firstName, r.lastName) || 'A friend']));
  for (const friendId of friendIds) {
    const friendNameOf = new Map([
      [userId, nameOf.get(friendId) ?? ''],
      [friendId, nameOf.get(userId) ?? ''],
    ]);
    await push.notifyUsers('new_friend', [userId, friendId], newFriendPush(friendNameOf, userFriendsEnabled, config.DEFAULT_LANGUAGE));
  }
}
