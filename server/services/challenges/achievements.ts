// Achievements: what a completed challenge earned, waiting to be collected. Collecting credits the
// points through the ledger and marks the achievement collected in one transaction, exactly once:
// the achievement row is locked, so parallel collects wait and then find it collected.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Achievement, CollectAchievementResult } from '../../../contract/challenges';
import type { Db } from '../../db/client';
import { achievements, challenges, pointsLedger, userChallenges, users } from '../../db/schema';
import { notFound } from '../../errors';
import { credit } from '../economy/ledger';
import { localize } from '../texts/localize';

export async function notCollectedAchievements(db: Db, userId: number, lang: string, fallback: string): Promise<Achievement[]> {
  const rows = await db
    .select({ a: achievements, rewardType: challenges.rewardType, prizeId: challenges.prizeId })
    .from(achievements)
    .leftJoin(challenges, eq(challenges.id, achievements.challengeId))
    .where(and(eq(achievements.userId, userId), isNull(achievements.collectedAt)))
    .orderBy(asc(achievements.createdAt), asc(achievements.id));
  return rows.map(({ a, rewardType, prizeId }) => ({
    id: a.id,
    title: localize(a.title, lang, fallback),
    text: localize(a.text, lang, fallback),
    image_id: a.imageId,
    points: a.points,
    challenge_id: a.challengeId,
    prize_id: rewardType === 'prize' ? prizeId : null,
  }));
}

export async function collectAchievement(db: Db, userId: number, achievementId: number): Promise<CollectAchievementResult> {
  return db.transaction(async (tx) => {
    const [achievement] = await tx
      .select()
      .from(achievements)
      .where(and(eq(achievements.id, achievementId), eq(achievements.userId, userId)))
      .for('update');
    if (!achievement) throw notFound('AchievementNotFound', 'There is no such achievement.');
    if (achievement.collectedAt) {
      const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
      const [entry] = await tx
        .select({ delta: pointsLedger.delta })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.achievementId, achievementId), eq(pointsLedger.kind, 'achievement')))
        .limit(1);
      return { success: true as const, points: entry?.delta ?? achievement.points, balance: user?.points ?? 0, already_collected: true };
    }
    const now = new Date();
    await tx.update(achievements).set({ collectedAt: now }).where(eq(achievements.id, achievementId));
    let balance: number;
    let credited = 0;
    if (achievement.points > 0) {
      const result = await credit(tx, {
        userId,
        points: achievement.points,
        kind: 'achievement',
        title: achievement.title,
        achievementId,
        partnerKeyId: achievement.partnerKeyId,
      });
      balance = result.balance;
      credited = result.moved;
    } else {
      const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
      balance = user?.points ?? 0;
    }
    // The challenge leaves the list now; refresh polls (last_timestamp) see it in removed_ids.
    if (achievement.challengeId !== null) {
      await tx
        .update(userChallenges)
        .set({ updatedAt: now })
        .where(and(eq(userChallenges.userId, userId), eq(userChallenges.challengeId, achievement.challengeId)));
    }
    return { success: true as const, points: credited, balance, already_collected: false };
  });
}
