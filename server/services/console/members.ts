// One member as the console shows them (the list and its search: member-list.ts).
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challenges, pointsLedger, prizes, pushTokens, rewards, sessions, tillPurchases, userChallenges, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toHistoryEntry } from '../economy/history';
import { text, type Locale } from '../economy/locale';

const RECENT = 20;

/** The columns of a member as every console list and page shows them. */
export const memberSummary = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  phone: users.phone,
  customer_id: users.customerId,
  email: users.email,
  points: users.points,
  deactivated_at: users.deactivatedAt,
};

const toSummary = <T extends { deactivated_at: Date | null }>(row: T) => ({
  ...row,
  deactivated_at: row.deactivated_at?.toISOString() ?? null,
});

export async function memberDetail(db: Db, userId: number, locale: Locale) {
  const [member] = await db
    .select({ ...memberSummary, total_points_earned: users.totalPointsEarned, language: users.language, created_at: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!member) throw notFound('UserNotFound', 'No such member.');
  const [history, rewardRows, challengeRows, [devices], [signedIn], purchases] = await Promise.all([
    db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)).limit(RECENT),
    db
      .select({ reward: rewards, prizeName: prizes.name })
      .from(rewards)
      .innerJoin(prizes, eq(prizes.id, rewards.prizeId))
      .where(eq(rewards.userId, userId))
      .orderBy(desc(rewards.id))
      .limit(RECENT),
    db
      .select({ uc: userChallenges, name: challenges.name })
      .from(userChallenges)
      .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
      .where(eq(userChallenges.userId, userId))
      .orderBy(desc(userChallenges.updatedAt))
      .limit(RECENT),
    db.select({ n: count() }).from(pushTokens).where(eq(pushTokens.userId, userId)),
    db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`))),
    db.select().from(tillPurchases).where(eq(tillPurchases.userId, userId)).orderBy(desc(tillPurchases.id)).limit(RECENT),
  ]);
  return {
    member: {
      ...toSummary(member),
      total_points_earned: member.total_points_earned,
      language: member.language,
      created_at: member.created_at.toISOString(),
    },
    history: history.map((row) => toHistoryEntry(row, locale)),
    rewards: rewardRows.map(({ reward, prizeName }) => ({
      id: reward.id,
      code: reward.rewardCode,
      prize_name: text(prizeName, locale),
      used_at: reward.usedAt?.toISOString() ?? null,
      valid_till: reward.validTill?.toISOString() ?? null,
      created_at: reward.createdAt.toISOString(),
    })),
    challenges: challengeRows.map(({ uc, name }) => ({
      id: uc.challengeId,
      name: text(name, locale),
      status: uc.status,
      updated_at: uc.updatedAt.toISOString(),
    })),
    purchases: purchases.map((p) => ({
      id: p.id,
      amount: p.amountCents / 100,
      points: p.points,
      receipt_number: p.receiptNumber,
      created_at: p.createdAt.toISOString(),
      voided_at: p.voidedAt?.toISOString() ?? null,
      void_reason: p.voidReason,
    })),
    push_tokens: Number(devices?.n ?? 0),
    active_sessions: Number(signedIn?.n ?? 0),
  };
}
