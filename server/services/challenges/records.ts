// Reading challenges together with the user's row, owner and achievement, and the options of a page.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CHALLENGE_TYPES } from '../../../src/api/contract/challenges';
import type { Db, Tx } from '../../db/client';
import { achievements, challengeOptions, challenges, owners, userChallenges } from '../../db/schema';
import type { OptionRow } from './options';
import { OPTION_TYPES } from './registry';
import type { ChallengeRecord } from './view';

export async function selectRecords(
  db: Db | Tx,
  userId: number,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; offset: number; limit: number },
): Promise<ChallengeRecord[]> {
  const query = db
    .select({
      challenge: challenges,
      userChallenge: userChallenges,
      ownerName: owners.name,
      ownerEmail: owners.email,
      achievementId: achievements.id,
    })
    .from(challenges)
    .leftJoin(userChallenges, and(eq(userChallenges.challengeId, challenges.id), eq(userChallenges.userId, userId)))
    .leftJoin(owners, eq(owners.id, challenges.ownerId))
    .leftJoin(achievements, and(eq(achievements.challengeId, challenges.id), eq(achievements.userId, userId)))
    .where(and(eq(challenges.active, true), inArray(challenges.type, [...CHALLENGE_TYPES]), where));
  const rows = page ? await query.orderBy(...page.orderBy).offset(page.offset).limit(page.limit) : await query;
  return rows;
}

/** The options of the quizzes and surveys among `records`, by challenge id. */
export async function optionsFor(db: Db | Tx, records: ChallengeRecord[]): Promise<Map<number, OptionRow[]>> {
  const ids = records.filter((r) => OPTION_TYPES.has(r.challenge.type)).map((r) => r.challenge.id);
  const byChallenge = new Map<number, OptionRow[]>();
  if (ids.length === 0) return byChallenge;
  const rows = await db
    .select()
    .from(challengeOptions)
    .where(inArray(challengeOptions.challengeId, ids))
    .orderBy(asc(challengeOptions.sortOrder), asc(challengeOptions.id));
  for (const row of rows) {
    const list = byChallenge.get(row.challengeId) ?? [];
    list.push(row);
    byChallenge.set(row.challengeId, list);
  }
  return byChallenge;
}

/** The user's status, or '' without a row (comparisons stay true or false, never null). */
export const statusOf = sql`coalesce(${userChallenges.status}, '')`;
