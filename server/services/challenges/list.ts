// getUserChallenges and getUserChallenge. Visible: active; not snoozed; not ended unless completed;
// completed ones stay (state completed) until their achievement is collected. The owner's challenges
// (settings owner_id) come first, then the rest, each by sort_order.
import { and, asc, eq, gt, gte, isNotNull, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  CHALLENGES_PAGE_SIZE,
  type Challenge,
  type GetUserChallengesResult,
} from '../../../src/api/contract/challenges';
import type { Db } from '../../db/client';
import { achievements, challenges, userChallenges } from '../../db/schema';
import { notFound } from '../../errors';
import { getOwnerId } from '../settings';
import { prepared } from '../../db/prepared';
import { recordsQuery, selectRecords, statusOf } from './records';
import { refreshServerProgress, serverProgressDue } from './server-progress';
import { toChallengeView, type ChallengeRecord, type ViewContext } from './view';

export const challengeNotFound = () => notFound('ChallengeNotFound', 'There is no such challenge.');

const visible = (now: Date | Placeholder): SQL =>
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

/** Owner's challenges first, then by sort order. */
const pageOrder = (ownerId: number | null | Placeholder) => [
  sql`case when ${challenges.ownerId} = ${ownerId} then 0 else 1 end`,
  asc(challenges.sortOrder),
  asc(challenges.id),
];

/** A page of the visible list, with whether server progress is due; prepared, as nearly every call is this one. */
const visiblePage = (db: Db) =>
  prepared(db, 'challenges_visible_page', (d, name) =>
    recordsQuery(d, sql.placeholder('userId'), visible(sql.placeholder('now')), {
      progressDue: serverProgressDue(sql.placeholder('userId'), sql.placeholder('now')),
    })
      .orderBy(...pageOrder(sql.placeholder('ownerId')))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

async function readPage(db: Db, userId: number, offset: number, now: Date): Promise<{ records: ChallengeRecord[]; progressDue: boolean | null }> {
  const rows = await visiblePage(db).execute({
    userId,
    now: now.toISOString(),
    ownerId: await getOwnerId(db),
    offset,
    limit: CHALLENGES_PAGE_SIZE + 1,
  });
  // Without rows the flag is unknown.
  return { records: rows, progressDue: rows.length > 0 ? rows[0]!.progressDue : null };
}

/** Changed since a refresh poll's last timestamp (a rarer call, built each time). */
async function readChanges(db: Db, userId: number, since: Date, now: Date): Promise<ChallengeRecord[]> {
  return selectRecords(db, userId, and(visible(now), changedSince(since, now)), {
    orderBy: pageOrder(await getOwnerId(db)),
    offset: 0,
    limit: CHALLENGES_PAGE_SIZE + 1,
  });
}

export async function getUserChallenges(
  db: Db,
  userId: number,
  query: { start_from: number; last_timestamp?: number },
  ctx: Omit<ViewContext, 'now'>,
): Promise<GetUserChallengesResult> {
  const offset = Math.max(0, query.start_from);
  const since = query.last_timestamp === undefined ? null : new Date(query.last_timestamp * 1000);
  // Progress of invitations, linked accounts and events is brought up to date when the list starts over or refreshes.
  const startsOver = offset === 0 || since !== null;
  if (since) await refreshServerProgress(db, userId);
  let now = new Date();
  let records: ChallengeRecord[];
  if (since) records = await readChanges(db, userId, since, now);
  else {
    const page = await readPage(db, userId, offset, now);
    records = page.records;
    if (startsOver && page.progressDue !== false && (await refreshServerProgress(db, userId))) {
      now = new Date();
      records = (await readPage(db, userId, offset, now)).records;
    }
  }
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
