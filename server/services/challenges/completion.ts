// Completing a challenge for a user, the same for answers and for server-side progress: the achievement
// (one per user and challenge), the reward of a prize challenge, and the user's row marked completed.
// Callers hold the lock on the user's user_challenges row, so this runs once per user and challenge.
import { and, eq, getTableColumns, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { achievements, challenges, externalAccounts, partnerEvents, userChallenges, users, type LocalizedText } from '../../db/schema';
import { createRewardForPrize } from '../economy/rewards';
import type { MemberRow } from './catalogue';
import type { ChallengeRow } from './types';
import { inSavepoint } from './savepoint';
import { lockOrCreateUserChallenge, updateUserChallenge } from './user-challenge-rows';

export interface CompletionResult {
  achievementId: number;
  /** The member's row of the challenge as this completion left it, with its achievement. */
  member: MemberRow;
  rewardId: number | null;
  points: number;
  /** Other challenges this completion completed too (email_confirmation after connect_google). */
  alsoCompleted: number[];
}

const isLocalizedText = (value: unknown): value is LocalizedText =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value as object).every((v) => typeof v === 'string');

/** The achievement's text: rules.achievement_text when the challenge has one, else its description. */
const achievementText = (challenge: ChallengeRow): LocalizedText =>
  isLocalizedText(challenge.rules.achievement_text) ? challenge.rules.achievement_text : challenge.description;

/**
 * A challenge moved by partner events is minted by the key that reported the user's latest such event
 * (the one that completed it), so its points count against that key's daily cap and the ledger names it.
 */
const mintingKey = (userId: number, challenge: ChallengeRow) =>
  typeof challenge.rules.event === 'string'
    ? sql<number | null>`(select ${partnerEvents.partnerKeyId} from ${partnerEvents}
        where ${partnerEvents.userId} = ${userId} and ${partnerEvents.event} = ${challenge.rules.event}
        order by ${partnerEvents.id} desc limit 1)`
    : null;

export async function completeChallenge(
  tx: Tx,
  input: {
    userId: number;
    challenge: ChallengeRow;
    now: Date;
    progress?: number;
    answer?: Record<string, unknown> | null;
  },
): Promise<CompletionResult> {
  const { userId, challenge, now } = input;
  // One statement: the achievement inserted (nothing when the member has it already) and the row marked.
  const inserted = tx.$with('inserted').as(
    tx
      .insert(achievements)
      .values({
        userId,
        challengeId: challenge.id,
        title: challenge.name,
        text: achievementText(challenge),
        imageId: challenge.imageId,
        points: challenge.points,
        partnerKeyId: mintingKey(userId, challenge),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [achievements.userId, achievements.challengeId] })
      .returning({ id: achievements.id, points: achievements.points }),
  );
  const [row] = await tx
    .with(inserted)
    .update(userChallenges)
    .set({
      status: 'completed',
      completedAt: now,
      retryAt: null,
      updatedAt: now,
      ...(input.progress !== undefined ? { progressDividend: input.progress } : {}),
      ...(input.answer ? { answer: input.answer } : {}),
    })
    .where(and(eq(userChallenges.userId, userId), eq(userChallenges.challengeId, challenge.id)))
    .returning({
      ...getTableColumns(userChallenges),
      created: sql<{ id: number; points: number } | null>`(select json_build_object('id', "id", 'points', "points") from ${inserted})`,
    });
  if (!row) throw new Error(`completeChallenge: user ${userId} has no locked row for challenge ${challenge.id}`);
  const { created, ...userChallenge } = row;
  const achievement = created
    ? { ...created, collectedAt: null }
    : (
        await tx
          .select({ id: achievements.id, points: achievements.points, collectedAt: achievements.collectedAt })
          .from(achievements)
          .where(and(eq(achievements.userId, userId), eq(achievements.challengeId, challenge.id)))
          .limit(1)
      )[0]!;

  let rewardId: number | null = null;
  if (created && challenge.rewardType === 'prize' && challenge.prizeId !== null) {
    const reward = await createRewardForPrize(tx, { userId, prizeId: challenge.prizeId, challengeId: challenge.id });
    rewardId = reward.id;
  }

  const alsoCompleted =
    created && challenge.type === 'connect_google' ? await confirmEmailFromGoogle(tx, userId, now) : [];
  const member = { userChallenge, achievementId: achievement.id, collectedAt: achievement.collectedAt };
  return { achievementId: achievement.id, member, rewardId, points: achievement.points, alsoCompleted };
}

const isVerified = (profile: Record<string, unknown> | null) =>
  profile?.email_verified === true || profile?.verified_email === true || profile?.email_verified === 'true';

/**
 * docs/product.md section 4: completing connect_google also completes email_confirmation. When the linked Google
 * account's email is verified, it becomes the user's confirmed email (unless another one is confirmed
 * already) and the user's open email_confirmation challenges complete, accepted or not.
 */
async function confirmEmailFromGoogle(tx: Tx, userId: number, now: Date): Promise<number[]> {
  const [account] = await tx
    .select({ email: externalAccounts.email, profile: externalAccounts.profile })
    .from(externalAccounts)
    .where(
      and(
        eq(externalAccounts.userId, userId),
        eq(externalAccounts.provider, 'google'),
        eq(externalAccounts.status, 'connected'),
      ),
    )
    .limit(1);
  if (!account?.email || !isVerified(account.profile)) return [];
  await tx
    .update(users)
    .set({ email: account.email.toLowerCase(), emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));

  const open = await tx
    .select()
    .from(challenges)
    .leftJoin(
      userChallenges,
      and(eq(userChallenges.challengeId, challenges.id), eq(userChallenges.userId, userId)),
    )
    .where(
      and(
        eq(challenges.type, 'email_confirmation'),
        eq(challenges.active, true),
        or(isNull(challenges.startTime), lte(challenges.startTime, now)),
        or(isNull(challenges.endTime), gt(challenges.endTime, now)),
        or(isNull(userChallenges.status), sql`${userChallenges.status} <> 'completed'`),
      ),
    );
  const done: number[] = [];
  for (const { challenges: emailChallenge } of open) {
    const completedIt = await inSavepoint(tx, async (sp) => {
      const row = await lockOrCreateUserChallenge(sp, userId, emailChallenge.id, now);
      if (row.status === 'completed') return false;
      if (!row.acceptedAt) await updateUserChallenge(sp, row, { acceptedAt: now });
      await completeChallenge(sp, { userId, challenge: emailChallenge, now });
      return true;
    });
    if (completedIt) done.push(emailChallenge.id);
  }
  return done;
}
