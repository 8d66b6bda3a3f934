// connect_google, connect_linkedin, facebook_login: complete once the user has linked that provider.
import { and, count, eq } from 'drizzle-orm';
import { EmptyAnswer, type ChallengeType } from '../../../contract/challenge-answers';
import { externalAccounts } from '../../db/schema';
import { completed, defineVerifier, pending, type EvaluateContext } from './types';

export type Provider = 'google' | 'facebook' | 'linkedin' | 'apple';

export const PROVIDER_OF_TYPE: Partial<Record<ChallengeType, Provider>> = {
  connect_google: 'google',
  connect_linkedin: 'linkedin',
  facebook_login: 'facebook',
};

export function linkedAccountVerifier(type: ChallengeType, provider: Provider) {
  const evaluate = async ({ tx, userId }: EvaluateContext) => {
    const [row] = await tx
      .select({ n: count() })
      .from(externalAccounts)
      .where(
        and(
          eq(externalAccounts.userId, userId),
          eq(externalAccounts.provider, provider),
          eq(externalAccounts.status, 'connected'),
        ),
      );
    return Number(row?.n ?? 0) > 0 ? completed() : pending();
  };
  return defineVerifier({ type, answerSchema: EmptyAnswer, evaluate, verify: evaluate });
}
