// getUserChallenges and getUserChallenge. Visible: active; not snoozed; not ended unless completed;
// completed ones stay (state completed) until their achievement is collected. The owner's challenges
// (settings owner_id) come first, then the rest, each by sort_order.
import { and, asc, eq, gt, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CHALLENGES_PAGE_SIZE,
  type Challenge,
  type GetUserChallengesResult,
} from '../../../src/api/contract/challenges';
import type { Db } from '../../db/client';
import { achievements, challenges, userChallenges } from '../../db/schema';
import { notFound } from '../../errors';
import { getOwnerId } from '../settings';
import { selectRecords, statusOf } from './records';
import { refreshServerProgress } from './server-progress';
import { toChallengeView, type ChallengeRecord, type ViewContext } from './view';

export const challengeNotFound = () => notFound('ChallengeNotFound', 'There is no such challenge.');

const visible = (now: Date): SQL =>
  and(
    isNull(userChallenges.snoozedAt),
    sql`not (${statusOf} = 'completed' and ${achievements.collectedAt} is not null)`,
    or(isNull(challenges.endTime), gt(challenges.endTime, now), sql`${statusOf} = 'completed'`),
  )!;

/** Created or changed since `since`: new challenges, the user's changes, starts and retry times that passed. */
const changedSince = (since: Date, now: Date): SQL =>
  or(
    gte(challenges.createdAt, since),
    gte(userChallenges.updatedAt, since),
    and(gte(challenges.startTime, since), lte(challenges.startTime, now)),
    and(gte(userChallenges.retryAt, since), lte(userChallenges.retryAt, now)),
  )!;

/** Left the list since `since`: snoozed, collected, or ended without being completed. */
const removedSince = (since: Date, now: Date): SQL =>
  or(
    and(
      gte(userChallenges.updatedAt, since),
      or(
        isNotNull(userChallenges.snoozedAt),
        sql`(${statusOf} = 'completed' and ${achievements.collectedAt} is not null)`,
      ),
    ),
    and(gte(challenges.endTime, since), lte(challenges.endTime, now), sql`${statusOf} <> 'completed'`),
  )!;

const views = (records: ChallengeRecord[], ctx: ViewContext): Challenge[] => records.map((r) => toChallengeView(r, ctx));

export async function getUserChallenges(
  db: Db,
  userId: number,
  query: { start_from: number; last_timestamp?: number },
  ctx: Omit<ViewContext, 'now'>,
): Promise<GetUserChallengesResult> {
  const offset = Math.max(0, query.start_from);
  const refresh = query.last_timestamp !== undefined;
  // Progress of invitations, linked accounts and events is brought up to date when the list starts over or refreshes.
  if (offset === 0 || refresh) await refreshServerProgress(db, userId);
  const now = new Date();
  const since = refresh ? new Date(query.last_timestamp! * 1000) : null;
  const ownerId = await getOwnerId(db);
  const ownerFirst = ownerId === null ? [] : [sql`case when ${challenges.ownerId} = ${ownerId} then 0 else 1 end`];
  const records = await selectRecords(db, userId, and(visible(now), since ? changedSince(since, now) : undefined), {
    orderBy: [...ownerFirst, asc(challenges.sortOrder), asc(challenges.id)],
    offset,
    limit: CHALLENGES_PAGE_SIZE + 1,
  });
  const page = records.slice(0, CHALLENGES_PAGE_SIZE);
  const removed = since && offset === 0 ? await selectRecords(db, userId, removedSince(since, now)) : [];
  return {
    challenges: views(page, { ...ctx, now }),
    has_more: records.length > CHALLENGES_PAGE_SIZE,
    server_time: Math.floor(now.getTime() / 1000),
    removed_ids: removed.map((r) => r.challenge.id),
  };
}

/** One challenge for the challenge route, visible or not, as long as it is active. */
export async function getUserChallenge(db: Db, userId: number, challengeId: number, ctx: Omit<ViewContext, 'now'>): Promise<Challenge> {
  const [record] = await selectRecords(db, userId, eq(challenges.id, challengeId));
  if (!record) throw challengeNotFound();
  return toChallengeView(record, { ...ctx, now: new Date() });
}
