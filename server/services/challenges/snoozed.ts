// How many challenges the member has snoozed that could still be done (active, not ended, not
// completed): the dashboard's all-completed block tells them apart from challenges that are done.
import { and, count, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challenges, userChallenges } from '../../db/schema';

export async function snoozedChallengeCount(db: Db, userId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userChallenges)
    .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .where(
      and(
        eq(userChallenges.userId, userId),
        isNotNull(userChallenges.snoozedAt),
        ne(userChallenges.status, 'completed'),
        eq(challenges.active, true),
        or(isNull(challenges.endTime), gt(challenges.endTime, now)),
      ),
    );
  return Number(row?.n ?? 0);
}
