// The shape of a challenge verifier (one per type, in verifiers/) and what it is given.
import type { z } from 'zod';
import type { ChallengeType } from '../../../contract/challenge-answers';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { challengeOptions, challenges, userChallenges } from '../../db/schema';
import type { AppError } from '../../errors';
import type { MailTransport } from '../mail/transport';
import type { SmsTransport } from '../sms/transport';
import { problem, type ChallengeProblem } from './problems';

export type ChallengeRow = typeof challenges.$inferSelect;
export type UserChallengeRow = typeof userChallenges.$inferSelect;
export type OptionRow = typeof challengeOptions.$inferSelect;

/** What a server-side evaluation may look at: the user's row for the challenge is locked in `tx`. */
export interface EvaluateContext {
  tx: Tx;
  userId: number;
  challenge: ChallengeRow;
  userChallenge: UserChallengeRow;
  now: Date;
}

/** Transports and secrets an answer may need (mail, SMS codes). */
export interface ChallengeServices {
  config: Config;
  mail: MailTransport;
  sms: SmsTransport;
  authSecret: Uint8Array;
}

/** What a verdict on the answer alone looks at (Verifier.judge). */
export interface JudgeContext<A> {
  challenge: ChallengeRow;
  answer: A;
  /** The challenge's options in order: quizzes and surveys (registry.ts OPTION_TYPES); empty for other types. */
  options: ReadonlyArray<OptionRow>;
}

export interface AnswerContext<A> extends EvaluateContext, JudgeContext<A> {
  lang: string;
  /** The caller's address: what is sent to an address the member types is limited per caller too. */
  ip: string;
  services: ChallengeServices;
  /** Runs after the transaction commits (sending mail or SMS only once the rows exist). */
  afterCommit(task: (db: Db) => Promise<void>): void;
}

export type Verdict =
  | { outcome: 'completed'; progress?: number }
  | { outcome: 'failed' }
  | { outcome: 'pending'; progress?: number; resendAfter?: number; sentTo?: string }
  /** Refused, but what the verifier wrote (such as a code attempt) is kept: thrown after commit. */
  | { outcome: 'rejected'; error: AppError };

export interface Verifier<A = unknown> {
  type: ChallengeType;
  /** The answer of completeUserChallenge; errors name the field as `answer.<path>`. */
  answerSchema: z.ZodType<A>;
  /** What is wrong with a challenge's configuration (rules, divisor) for this type; null when it is usable. */
  checkChallenge?(challenge: ChallengeRow): ChallengeProblem | null;
  verify(ctx: AnswerContext<A>): Promise<Verdict>;
  /**
   * Types whose verdict follows from the challenge, its options and the answer alone, reading and writing
   * nothing else (judgedVerifier): an answer may be judged before the member's row is locked (answers.ts).
   */
  judge?(ctx: JudgeContext<A>): Verdict;
  /** Server-completed types: progress from what the server knows, without an answer. */
  evaluate?(ctx: EvaluateContext): Promise<Verdict>;
  /** Partner event name that moves this challenge (api_event types). */
  eventName?(challenge: ChallengeRow): string | null;
  /** Target of the progress bar; null for types without one. */
  progressDivisor?(challenge: ChallengeRow): number | null;
}

/** Keeps each verifier's answer type while the registry holds them side by side. */
export const defineVerifier = <A>(verifier: Verifier<A>): Verifier<unknown> => verifier as unknown as Verifier<unknown>;

/** A verifier that judges the answer alone (Verifier.judge); under the row's lock it judges the same way. */
export const judgedVerifier = <A>(verifier: Omit<Verifier<A>, 'verify' | 'judge'> & { judge(ctx: JudgeContext<A>): Verdict }) =>
  defineVerifier<A>({ ...verifier, verify: async (ctx) => verifier.judge(ctx) });

/** checkChallenge for a type whose challenges.rules must match `schema`. */
export const rulesMatch =
  (schema: z.ZodType) =>
  (challenge: ChallengeRow): ChallengeProblem | null => {
    const parsed = schema.safeParse(challenge.rules);
    if (parsed.success) return null;
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
    return problem('rules', 'rules_invalid', `rules: ${issues}`, { issues });
  };

export const completed = (progress?: number): Verdict => ({ outcome: 'completed', progress });
export const failed = (): Verdict => ({ outcome: 'failed' });
export const pending = (extra: Omit<Extract<Verdict, { outcome: 'pending' }>, 'outcome'> = {}): Verdict => ({
  outcome: 'pending',
  ...extra,
});
