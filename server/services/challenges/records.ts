// Reading challenges together with the user's row, owner, achievement and options, in one statement.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CHALLENGE_TYPES } from '../../../contract/challenge-types';
import type { Db, Tx } from '../../db/client';
import { achievements, challengeOptions, challenges, owners, userChallenges } from '../../db/schema';
import type { OptionRow } from './types';
import { OPTION_TYPES } from './registry';
import type { ChallengeRecord } from './view';

/** The options of a quiz or survey, in order, read with the challenge (one round trip for a page). */
export const optionsOfChallenge = sql<OptionRow[] | null>`case when ${challenges.type} in (${sql.join(
  [...OPTION_TYPES].map((t) => sql`${t}`),
  sql`, `,
)}) then (
  select coalesce(json_agg(json_build_object(
    'id', o.id, 'challengeId', o.challenge_id, 'text', o.text, 'imageId', o.image_id,
    'isCorrect', o.is_correct, 'sortOrder', o.sort_order) order by o.sort_order, o.id), '[]'::json)
  from ${challengeOptions} o where o.challenge_id = ${challenges.id}
) end`;

export async function selectRecords(db: Db | Tx, userId: number, where: SQL | undefined): Promise<ChallengeRecord[]> {
  return db
    .select({
      challenge: challenges,
      userChallenge: userChallenges,
      ownerName: owners.name,
      ownerEmail: owners.email,
      achievementId: achievements.id,
      options: optionsOfChallenge,
    })
    .from(challenges)
    .leftJoin(userChallenges, and(eq(userChallenges.challengeId, challenges.id), eq(userChallenges.userId, userId)))
    .leftJoin(owners, eq(owners.id, challenges.ownerId))
    .leftJoin(achievements, and(eq(achievements.challengeId, challenges.id), eq(achievements.userId, userId)))
    .where(and(eq(challenges.active, true), inArray(challenges.type, [...CHALLENGE_TYPES]), where));
}

