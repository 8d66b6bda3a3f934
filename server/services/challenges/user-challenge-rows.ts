// The user's row for a challenge (user_challenges). A row exists once the user accepted or snoozed it;
// accepted_at says whether it was accepted. Every change to it goes through a row lock.
//
// The statements that lock and complete a row run on every answer, so they are written out rather than
// built by the query builder (docs/performance.md, "Hot paths"); they return the row as a UserChallengeRecord.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { claimInUse, markClaim, type EffectClaim } from '../../db/effect-claim';
import { preparedRows, queryRows } from '../../db/rows';
import { userChallenges } from '../../db/schema';
import type { UserChallengeRow } from './types';

/** A user_challenges row as a written-out statement returns it: every timestamp as epoch milliseconds. */
export interface UserChallengeRecord {
  user_id: number;
  challenge_id: number;
  status: UserChallengeRow['status'];
  accepted_ms: number | null;
  retry_ms: number | null;
  snoozed_ms: number | null;
  completed_ms: number | null;
  progress_dividend: number;
  answer: Record<string, unknown> | null;
  updated_ms: number;
}

const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** The select list (or returning list) of a UserChallengeRecord. */
export const userChallengeRecord = sql.raw(
  `user_id, challenge_id, status, ${epochMs('accepted_at')} as accepted_ms, ${epochMs('retry_at')} as retry_ms, ` +
    `${epochMs('snoozed_at')} as snoozed_ms, ${epochMs('completed_at')} as completed_ms, progress_dividend, answer, ` +
    `${epochMs('updated_at')} as updated_ms`,
);

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

export const toUserChallenge = (row: UserChallengeRecord): UserChallengeRow => ({
  userId: row.user_id,
  challengeId: row.challenge_id,
  status: row.status,
  acceptedAt: dateOf(row.accepted_ms),
  retryAt: dateOf(row.retry_ms),
  snoozedAt: dateOf(row.snoozed_ms),
  completedAt: dateOf(row.completed_ms),
  progressDividend: row.progress_dividend,
  answer: row.answer,
  updatedAt: new Date(row.updated_ms),
});

export async function lockUserChallenge(tx: Tx, userId: number, challengeId: number): Promise<UserChallengeRow | null> {
  const [row] = await queryRows<UserChallengeRecord>(
    tx,
    sql`select ${userChallengeRecord} from user_challenges where user_id = ${userId}::int and challenge_id = ${challengeId}::int for update`,
  );
  return row ? toUserChallenge(row) : null;
}

/**
 * A write to the member's row made only if, once the statement has locked it, the row meets `when` (an SQL
 * condition on user_challenges' columns), marking `claim` with it.
 */
export interface RowGuard {
  when: SQL;
  claim: EffectClaim | undefined;
}

/** Whether the row locked by lockForWrite was held (false when there is no row). */
const HELD = 'coalesce((select held from guarded), false)';

/**
 * The first CTEs of a statement that writes the member's row: `guarded` locks it and says whether it is
 * `held` (it meets the guard's condition; always, without a guard), `claimed` marks the request's claim, and
 * `go` says whether to write. A caller that holds the row's lock already passes no guard.
 */
export function lockForWrite(userId: number, challengeId: number, guard?: RowGuard): SQL {
  const claim = guard?.claim;
  const held = sql.raw(HELD);
  return sql`guarded as (
      select ${userChallengeRecord}, ${guard ? sql`coalesce(${guard.when}, false)` : sql`true`} as held
      from user_challenges where user_id = ${userId}::int and challenge_id = ${challengeId}::int for update),
    ${claim ? sql`claimed as (${markClaim(claim, held)}),` : sql``}
    go as (select ${held}${claim ? sql` and exists (select from claimed)` : sql``} as ok)`;
}

/**
 * What a statement begun by lockForWrite answers besides its own columns: `current` (the row was held),
 * `applied` (it wrote) and, when it did not write, the row as it found it (`before`, null when there is none).
 */
export const guardedOutcome = sql.raw(
  `${HELD} as current, (select ok from go) as applied, ` +
    `(select row_to_json(guarded) from guarded where not (select ok from go)) as before`,
);

export interface GuardedWrite {
  current: boolean;
  applied: boolean;
  before: UserChallengeRecord | null;
}

/** A guarded write's answer: written, or the row that was not held as the statement found it. IdempotencyKeyInUse when the claim was lost. */
export function written(write: GuardedWrite): { refused: UserChallengeRow | null } | true {
  if (!write.current) return { refused: write.before && toUserChallenge(write.before) };
  if (!write.applied) throw claimInUse();
  return true;
}

/** A wrong answer: the row failed, open again at `retryAt`, in one statement, if the row is held. */
export async function failGuarded(
  db: Db,
  row: Pick<UserChallengeRow, 'userId' | 'challengeId'>,
  values: { retryAt: Date; answer: Record<string, unknown>; at: Date },
  guard: RowGuard,
): Promise<GuardedWrite> {
  const [write] = await preparedRows<GuardedWrite>(
    db,
    sql`with ${lockForWrite(row.userId, row.challengeId, guard)},
      updated as (
        update user_challenges set status = 'failed', retry_at = ${values.retryAt.toISOString()}::timestamptz,
          answer = ${JSON.stringify(values.answer)}::jsonb, updated_at = ${values.at.toISOString()}::timestamptz
        where user_id = ${row.userId}::int and challenge_id = ${row.challengeId}::int and (select ok from go)
        returning 1)
      select ${guardedOutcome}`,
  );
  return write!;
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
