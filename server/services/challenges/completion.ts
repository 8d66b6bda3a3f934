// Completing a challenge for a user, the same for answers and for server-side progress: the achievement
// (one per user and challenge), the reward of a prize challenge, and the user's row marked completed.
// Callers hold the lock on the user's user_challenges row, or (completeGuarded) the completing statement
// takes it and writes only if the row is still open to the answer: so this runs once per user and challenge.
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedRows, queryRows } from '../../db/rows';
import { achievements, challenges, externalAccounts, userChallenges, users, type LocalizedText } from '../../db/schema';
import { createRewardForPrize } from '../economy/rewards';
import type { MemberRow } from './catalogue';
import type { ChallengeRow, UserChallengeRow } from './types';
import { inSavepoint } from './savepoint';
import {
  guardedOutcome,
  lockForWrite,
  lockOrCreateUserChallenge,
  toUserChallenge,
  updateUserChallenge,
  userChallengeRecord,
  written,
  type GuardedWrite,
  type RowGuard,
  type UserChallengeRecord,
} from './user-challenge-rows';

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

interface CompletionInput {
  userId: number;
  challenge: ChallengeRow;
  now: Date;
  progress?: number;
  answer?: Record<string, unknown> | null;
}

/**
 * What the completing statement answers: whether the member's row was held (always, when the caller holds
 * its lock), whether it wrote (it does not when the request's claim was lost), and the row as it left it,
 * with the achievement it inserted (null when the member had it already).
 */
type CompletedRow = GuardedWrite & { created: { id: number; points: number } | null } & (
  | UserChallengeRecord
  | { [K in keyof UserChallengeRecord]: null }
);

/**
 * One statement, written out rather than built, as it runs on every completion (docs/performance.md, "Hot paths"):
 * the member's row locked, the achievement inserted (nothing when the member has it already) and the row
 * marked. A challenge moved by partner events (rules.event) is minted by the key that reported the user's
 * latest such event, so its points count against that key's daily cap and the ledger names it; without an
 * event there is no such key. Progress and answer are kept when the completion brings none.
 */
async function markCompleted(
  run: (statement: SQL) => Promise<CompletedRow[]>,
  input: CompletionInput,
  guard?: RowGuard,
): Promise<CompletedRow> {
  const { userId, challenge, now } = input;
  const event = typeof challenge.rules.event === 'string' ? challenge.rules.event : null;
  const at = now.toISOString();
  const [row] = await run(
    sql`with ${lockForWrite(userId, challenge.id, guard)},
      inserted as (
        insert into achievements (user_id, challenge_id, title, text, image_id, points, partner_key_id, created_at)
        select ${userId}::int, ${challenge.id}::int, ${JSON.stringify(challenge.name)}::jsonb,
          ${JSON.stringify(achievementText(challenge))}::jsonb, ${challenge.imageId}::int, ${challenge.points}::int,
          (select partner_key_id from partner_events where user_id = ${userId}::int and event = ${event}::text
            order by id desc limit 1),
          ${at}::timestamptz
        where (select ok from go)
        on conflict (user_id, challenge_id) do nothing
        returning id, points),
      updated as (
        update user_challenges set status = 'completed', completed_at = ${at}::timestamptz, retry_at = null,
          updated_at = ${at}::timestamptz,
          progress_dividend = coalesce(${input.progress ?? null}::int, progress_dividend),
          answer = coalesce(${input.answer ? JSON.stringify(input.answer) : null}::jsonb, answer)
        where user_id = ${userId}::int and challenge_id = ${challenge.id}::int and (select ok from go)
        returning ${userChallengeRecord})
      select ${guardedOutcome}, updated.*,
        (select json_build_object('id', id, 'points', points) from inserted) as created
      from (values (1)) as one (n) left join updated on true`,
  );
  return row!;
}

/** The achievement a completion left: the one it inserted, or the member's earlier one. */
async function achievementOf(db: Db | Tx, input: CompletionInput, created: CompletedRow['created']) {
  if (created) return { ...created, collectedAt: null };
  const [found] = await db
    .select({ id: achievements.id, points: achievements.points, collectedAt: achievements.collectedAt })
    .from(achievements)
    .where(and(eq(achievements.userId, input.userId), eq(achievements.challengeId, input.challenge.id)))
    .limit(1);
  return found!;
}

export async function completeChallenge(tx: Tx, input: CompletionInput): Promise<CompletionResult> {
  const { userId, challenge, now } = input;
  const row = await markCompleted((statement) => queryRows(tx, statement), input);
  if (!row.applied) throw new Error(`completeChallenge: user ${userId} has no locked row for challenge ${challenge.id}`);
  const { created } = row;
  const userChallenge = toUserChallenge(row as UserChallengeRecord);
  const achievement = await achievementOf(tx, input, created);

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

/**
 * Completes a points challenge in one statement and without a transaction of its own: the statement locks
 * the member's row and writes only if the row meets the guard's condition, marking the request's
 * Idempotency-Key claim with it (user-challenge-rows.ts lockForWrite). A prize's reward and connect_google's
 * email take completeChallenge under the lock. When the row was not held: the row as the statement found it.
 */
export async function completeGuarded(
  db: Db,
  input: CompletionInput,
  guard: RowGuard,
): Promise<CompletionResult | { refused: UserChallengeRow | null }> {
  if (input.challenge.rewardType === 'prize' || input.challenge.type === 'connect_google') {
    throw new Error(`completeGuarded: challenge ${input.challenge.id} completes under the row's lock`);
  }
  const row = await markCompleted((statement) => preparedRows(db, statement), input, guard);
  const write = written(row);
  if (write !== true) return write;
  const achievement = await achievementOf(db, input, row.created);
  const member = { userChallenge: toUserChallenge(row as UserChallengeRecord), achievementId: achievement.id, collectedAt: achievement.collectedAt };
  return { achievementId: achievement.id, member, rewardId: null, points: achievement.points, alsoCompleted: [] };
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
