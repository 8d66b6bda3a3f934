// getUserChallenges and getUserChallenge. Visible: active; not snoozed; not ended unless completed;
// completed ones stay (state completed) until their achievement is collected. The owner's challenges
// (settings owner_id) come first, then the rest, each by sort_order. The list is the programme's
// challenges (kept per process, catalogue.ts) put together with the member's own rows.
import { eq } from 'drizzle-orm';
import { CHALLENGES_PAGE_SIZE } from '../../../contract/limits';
import { type Challenge, type GetUserChallengesResult } from '../../../contract/challenges';
import type { Db } from '../../db/client';
import { challenges } from '../../db/schema';
import { fromRead } from '../../db/table-cache';
import { notFound } from '../../errors';
import { mayUse, memberSegments } from '../segments/visibility';
import { getOwnerId } from '../settings/settings';
import {
  keptChallenge,
  readCatalogue,
  readMemberRow,
  readMemberRows,
  type Catalogue,
  type CatalogueEntry,
  type MemberRow,
} from './catalogue';
import { selectRecords } from './records';
import { EVALUATED_TYPES } from './registry';
import { withPendingSends } from './pending-sends';
import { refreshServerProgress } from './server-progress';
import { viewOrSkip, type ChallengeRecord, type ViewContext } from './view';

export const challengeNotFound = () => notFound('ChallengeNotFound', 'There is no such challenge.');

interface Joined {
  entry: CatalogueEntry;
  member: MemberRow | undefined;
}

const completed = ({ member }: Joined) => member?.userChallenge.status === 'completed';
const collected = (j: Joined) => completed(j) && j.member!.collectedAt !== null;
const at = (date: Date | null | undefined, from: Date, to: Date) => Boolean(date && date >= from && date <= to);

function visible(j: Joined, now: Date): boolean {
  const end = j.entry.challenge.endTime;
  return !j.member?.userChallenge.snoozedAt && !collected(j) && (!end || end > now || completed(j));
}

/** Created or changed since `since`: new challenges, the user's changes, starts and retry times that passed. */
function changedSince(j: Joined, since: Date, now: Date): boolean {
  const { challenge } = j.entry;
  const row = j.member?.userChallenge;
  return challenge.createdAt >= since || Boolean(row && row.updatedAt >= since) || at(challenge.startTime, since, now) || at(row?.retryAt, since, now);
}

/** Left the list since `since`: snoozed, collected, or ended without being completed. */
function removedSince(j: Joined, since: Date, now: Date): boolean {
  const row = j.member?.userChallenge;
  const leftByMember = Boolean(row && row.updatedAt >= since && (row.snoozedAt || collected(j)));
  return leftByMember || (at(j.entry.challenge.endTime, since, now) && !completed(j));
}

/** Accepted, open challenges of types the server evaluates: refreshServerProgress may have work. */
const mayProgressOnServer = (catalogue: Catalogue, members: Map<number, MemberRow>) =>
  catalogue.entries.some(({ challenge }) => {
    const row = members.get(challenge.id)?.userChallenge;
    return row?.acceptedAt && row.status !== 'completed' && EVALUATED_TYPES.includes(challenge.type as never);
  });

/** The owner's challenges first, then the rest; computed once per read of the catalogue and owner. */
const inListOrder = (catalogue: Catalogue, ownerId: number | null): CatalogueEntry[] =>
  fromRead(catalogue, `order:${ownerId}`, () => [
    ...catalogue.entries.filter((e) => e.challenge.ownerId === ownerId),
    ...catalogue.entries.filter((e) => e.challenge.ownerId !== ownerId),
  ]);

const record = ({ entry, member }: Joined): ChallengeRecord => ({
  ...entry,
  userChallenge: member?.userChallenge ?? null,
  achievementId: member?.achievementId ?? null,
});

export async function getUserChallenges(
  db: Db,
  userId: number,
  query: { start_from: number; last_timestamp?: number },
  ctx: Omit<ViewContext, 'now'>,
): Promise<GetUserChallengesResult> {
  const offset = Math.max(0, query.start_from);
  const since = query.last_timestamp === undefined ? null : new Date(query.last_timestamp * 1000);
  const [catalogue, ownerId, firstRead] = await Promise.all([readCatalogue(db), getOwnerId(db), readMemberRows(db, userId)]);
  let members = firstRead;
  // Progress of invitations, linked accounts and events is brought up to date when the list starts over or refreshes.
  if ((offset === 0 || since) && mayProgressOnServer(catalogue, members) && (await refreshServerProgress(db, userId))) {
    members = await readMemberRows(db, userId);
  }
  const now = new Date();
  // Only a programme with targeted challenges asks which segments the member is in.
  const segments = fromRead(catalogue, 'targeted', () => catalogue.entries.some((e) => e.challenge.segmentId !== null)) ? await memberSegments(db, userId) : null;
  const forMember = (entry: CatalogueEntry) => entry.challenge.segmentId === null || Boolean(segments?.has(entry.challenge.segmentId));
  const ordered = inListOrder(catalogue, ownerId);
  const joined = ordered.filter(forMember).map((entry) => ({ entry, member: members.get(entry.challenge.id) }));
  // A member joins or leaves a segment without the challenge changing: a refresh sends the targeted
  // challenges the member is in again, and names those they are not in as removed.
  const listed = joined.filter((j) => visible(j, now) && (!since || changedSince(j, since, now) || j.entry.challenge.segmentId !== null));
  const page = listed.slice(offset, offset + CHALLENGES_PAGE_SIZE);
  const removed = since && offset === 0 ? joined.filter((j) => removedSince(j, since, now)).map((j) => j.entry.challenge.id) : [];
  const leftSegment = since && offset === 0 && segments ? ordered.filter((e) => !forMember(e)).map((e) => e.challenge.id) : [];
  return {
    challenges: await withPendingSends(db, userId, page.flatMap((j) => viewOrSkip(record(j), { ...ctx, now }) ?? []), now),
    has_more: listed.length > offset + CHALLENGES_PAGE_SIZE,
    server_time: Math.floor(now.getTime() / 1000),
    removed_ids: [...removed, ...leftSegment],
  };
}

/** One challenge for the challenge route, visible or not, as long as it is active. */
export async function getUserChallenge(
  db: Db,
  userId: number,
  challengeId: number,
  ctx: Omit<ViewContext, 'now'>,
  /** The member's row as a transaction that just committed left it, so it need not be read again. */
  known?: MemberRow,
): Promise<Challenge> {
  const kept = await keptChallenge(db, challengeId);
  const [found] = kept
    ? [record({ entry: kept, member: known ?? (await readMemberRow(db, userId, challengeId)) })]
    : await selectRecords(db, userId, eq(challenges.id, challengeId));
  // Outside the challenge's segment it is as if there were no such challenge.
  const now = new Date();
  const view = found && (await mayUse(db, userId, found.challenge.segmentId)) && viewOrSkip(found, { ...ctx, now });
  if (!view) throw challengeNotFound();
  const [withSend] = await withPendingSends(db, userId, [view], now);
  return withSend!;
}
