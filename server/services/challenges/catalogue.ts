// The programme's active challenges with their owner and options, read once per process and kept until
// one of their tables changes (triggers NOTIFY 'challenges_changed', migration 0008), and a member's own
// rows, read in one narrow statement: the list of challenges is these two put together.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHALLENGE_TYPES } from '../../../contract/challenge-types';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { achievements, challenges, owners, userChallenges } from '../../db/schema';
import { fromRead, tableCache } from '../../db/table-cache';
import { optionsOfChallenge } from './records';
import type { UserChallengeRow } from './types';
import type { ChallengeRecord } from './view';

const catalogueCache = tableCache('challenges_changed');
export const watchCatalogue = catalogueCache.watch;
/** Say so after changing challenges, options or owners, so this process's next read sees it. */
export const catalogueChanged = catalogueCache.changed;

export type CatalogueEntry = Omit<ChallengeRecord, 'userChallenge' | 'achievementId'>;

export interface Catalogue {
  /** By sort order, then id. */
  entries: CatalogueEntry[];
}

export function readCatalogue(db: Db): Promise<Catalogue> {
  return catalogueCache.cached(db, async () => {
    const entries = await db
      .select({ challenge: challenges, ownerName: owners.name, ownerEmail: owners.email, options: optionsOfChallenge })
      .from(challenges)
      .leftJoin(owners, eq(owners.id, challenges.ownerId))
      .where(and(eq(challenges.active, true), inArray(challenges.type, [...CHALLENGE_TYPES])))
      .orderBy(challenges.sortOrder, challenges.id);
    return { entries };
  });
}

/**
 * An active challenge as this process keeps it; undefined when it does not know it (not watched, as
 * in a transaction, or created a moment ago by another process): ask the database then.
 */
export async function keptChallenge(db: Db | Tx, challengeId: number): Promise<CatalogueEntry | undefined> {
  if (!catalogueCache.watched(db)) return undefined;
  const catalogue = await readCatalogue(db as Db);
  return fromRead(catalogue, 'byId', () => new Map(catalogue.entries.map((e) => [e.challenge.id, e]))).get(challengeId);
}

export interface MemberRow {
  userChallenge: UserChallengeRow;
  achievementId: number | null;
  collectedAt: Date | null;
}

const memberRows = (db: Db) =>
  db
    .select({ userChallenge: userChallenges, achievementId: achievements.id, collectedAt: achievements.collectedAt })
    .from(userChallenges)
    .leftJoin(achievements, and(eq(achievements.userId, userChallenges.userId), eq(achievements.challengeId, userChallenges.challengeId)));

const memberRowsQuery = (db: Db) =>
  prepared(db, 'member_challenge_rows', (d, name) =>
    memberRows(d).where(eq(userChallenges.userId, sql.placeholder('userId'))).prepare(name),
  );

const memberRowQuery = (db: Db) =>
  prepared(db, 'member_challenge_row', (d, name) =>
    memberRows(d)
      .where(and(eq(userChallenges.userId, sql.placeholder('userId')), eq(userChallenges.challengeId, sql.placeholder('challengeId'))))
      .prepare(name),
  );

/** The member's row of one challenge, if they have touched it. */
export async function readMemberRow(db: Db, userId: number, challengeId: number): Promise<MemberRow | undefined> {
  const [row] = await memberRowQuery(db).execute({ userId, challengeId });
  return row;
}

/** The member's rows of every challenge they have touched, by challenge id. */
export async function readMemberRows(db: Db, userId: number): Promise<Map<number, MemberRow>> {
  const rows = await memberRowsQuery(db).execute({ userId });
  return new Map(rows.map((row) => [row.userChallenge.challengeId, row]));
}
