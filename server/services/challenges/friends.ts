// Friends (friendships, from a social provider) who completed a challenge: a few avatars and the count.
import { and, asc, count, eq } from 'drizzle-orm';
import type { FriendsWhoCompleted } from '../../../contract/challenges';
import type { Db } from '../../db/client';
import { challenges, friendships, userChallenges, users } from '../../db/schema';
import { mayUse } from '../segments/visibility';
import { challengeNotFound } from './list';
import { fullName } from '../members/users';

export const FRIENDS_SHOWN = 5;

export async function friendsWhoCompleted(db: Db, userId: number, challengeId: number): Promise<FriendsWhoCompleted> {
  const [challenge] = await db.select({ segmentId: challenges.segmentId }).from(challenges).where(eq(challenges.id, challengeId)).limit(1);
  if (challenge && !(await mayUse(db, userId, challenge.segmentId))) throw challengeNotFound();
  const where = and(
    eq(friendships.userId, userId),
    eq(userChallenges.challengeId, challengeId),
    eq(userChallenges.status, 'completed'),
  );
  const [list, total] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, pictureUrl: users.pictureUrl })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendUserId))
      .innerJoin(userChallenges, eq(userChallenges.userId, friendships.friendUserId))
      .where(where)
      .orderBy(asc(userChallenges.completedAt), asc(users.id))
      .limit(FRIENDS_SHOWN),
    db
      .select({ n: count() })
      .from(friendships)
      .innerJoin(userChallenges, eq(userChallenges.userId, friendships.friendUserId))
      .where(where),
  ]);
  return {
    list: list.map((f) => ({
      id: f.id,
      name: fullName(f.firstName, f.lastName),
      picture_url: f.pictureUrl,
    })),
    count: Number(total[0]?.n ?? 0),
  };
}
