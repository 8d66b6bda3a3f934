// The user's row for a challenge (user_challenges). A row exists once the user accepted or snoozed it;
// accepted_at says whether it was accepted. Every change to it goes through a row lock.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userChallenges } from '../../db/schema';
import type { UserChallengeRow } from './types';

export async function lockUserChallenge(tx: Tx, userId: number, challengeId: number): Promise<UserChallengeRow | null> {
  const [row] = await tx
    .select()
    .from(userChallenges)
    .where(and(eq(userChallenges.userId, userId), eq(userChallenges.challengeId, challengeId)))
    .for('update');
  return row ?? null;
}

/** Locks the row, creating it (not accepted) first when there is none. */
export async function lockOrCreateUserChallenge(
  tx: Tx,
  userId: number,
  challengeId: number,
  now: Date,
): Promise<UserChallengeRow> {
  await tx
    .insert(userChallenges)
    .values({ userId, challengeId, status: 'accepted', acceptedAt: null, updatedAt: now })
    .onConflictDoNothing();
  return (await lockUserChallenge(tx, userId, challengeId))!;
}

export async function updateUserChallenge(
  tx: Tx,
  row: Pick<UserChallengeRow, 'userId' | 'challengeId'>,
  values: Partial<Omit<UserChallengeRow, 'userId' | 'challengeId'>>,
): Promise<void> {
  await tx
    .update(userChallenges)
    .set(values)
    .where(and(eq(userChallenges.userId, row.userId), eq(userChallenges.challengeId, row.challengeId)));
}
