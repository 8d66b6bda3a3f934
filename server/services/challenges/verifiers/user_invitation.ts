// user_invitation: completes when rules.required_invitations users joined with the user's referral id;
// the progress bar counts them (re-evaluated on getUserChallenges and by onReferralJoined).
import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { EmptyAnswer } from '../../../../contract/challenge-answers';
import { referrals, users } from '../../../db/schema';
import { completed, defineVerifier, pending, rulesMatch, type ChallengeRow, type EvaluateContext } from '../types';

const rulesSchema = z.object({ required_invitations: z.number().int().positive().optional() });

const required = (challenge: ChallengeRow) =>
  rulesSchema.safeParse(challenge.rules).data?.required_invitations ?? challenge.progressDivisor ?? 1;

async function evaluate({ tx, userId, challenge }: EvaluateContext) {
  const [row] = await tx
    .select({ n: count() })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerUserId, userId), isNull(users.deactivatedAt)));
  const joined = Number(row?.n ?? 0);
  return joined >= required(challenge) ? completed(joined) : pending({ progress: joined });
}

export default defineVerifier({
  type: 'user_invitation',
  answerSchema: EmptyAnswer,
  checkChallenge: rulesMatch(rulesSchema),
  evaluate,
  verify: evaluate,
  progressDivisor: required,
});
