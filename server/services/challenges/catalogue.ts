// The programme's active challenges with their owner and options, read once per process and kept until
// one of their tables changes (triggers NOTIFY 'challenges_changed', migration 0008), and a member's own
// rows, read in one narrow statement: the list of challenges is these two put together.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHALLENGE_TYPES } from '../../../src/api/contract/challenges';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { achievements, challenges, owners, userChallenges } from '../../db/schema';
import { tableCache } from '../../db/table-cache';
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

export interface MemberRow {
  userChallenge: UserChallengeRow;
  achievementId: number | null;
  collectedAt: Date | null;
}

const memberRowsQuery = (db: Db) =>
  prepared(db, 'member_challenge_rows', (d, name) =>
    d
      .select({ userChallenge: userChallenges, achievementId: achievements.id, collectedAt: achievements.collectedAt })
      .from(userChallenges)
      .leftJoin(achievements, and(eq(achievements.userId, userChallenges.userId), eq(achievements.challengeId, userChallenges.challengeId)))
      .where(eq(userChallenges.userId, sql.placeholder('userId')))
      .prepare(name),
  );

/** The member's rows of every challenge they have touched, by challenge id. */
export async function readMemberRows(db: Db, userId: number): Promise<Map<number, MemberRow>> {
  const rows = await memberRowsQuery(db).execute({ userId });
  return new Map(rows.map((row) => [row.userChallenge.challengeId, row]));
}
