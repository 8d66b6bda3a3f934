// completeUserChallenge: the answer is checked against the type's schema, the challenge's rules are
// enforced on the user's row (accepted, open, not ended, not snoozed, not completed), and the type's
// verifier judges it: completed (achievement, reward), failed (retry after the delay) or pending. The row
// is locked while the verifier judges, unless the answer alone decides (answerJudged).
import { sql, type SQL } from 'drizzle-orm';
import type { CompleteChallengeResult } from '../../../contract/challenges';
import type { Db } from '../../db/client';
import { effectClaim } from '../../db/effect-claim';
import { AppError, badRequest } from '../../errors';
import { parseAnswer } from './answer-errors';
import { keptChallenge } from './catalogue';
import { completeChallenge, completeGuarded, type CompletionResult } from './completion';
import { findActiveChallenge, locked, notAvailable } from './lifecycle';
import { getUserChallenge } from './list';
import { loadOptions } from './options';
import { OPTION_TYPES, verifierFor } from './registry';
import type { ChallengeRow, ChallengeServices, OptionRow, UserChallengeRow, Verdict, Verifier } from './types';
import { failGuarded, lockUserChallenge, updateUserChallenge, written } from './user-challenge-rows';
import { effectiveStart, progressDivisorOf, type ViewContext } from './view';

const DAY_MS = 24 * 3600 * 1000;

type Outcome =
  | { kind: 'completed'; completion: CompletionResult }
  | { kind: 'failed'; delayDays: number; startTime: Date }
  | { kind: 'pending'; verdict: Extract<Verdict, { outcome: 'pending' }>; progress: number; divisor: number | null }
  | { kind: 'rejected'; error: AppError };

/** Why the member may not answer the challenge now (docs/product.md section 4); nothing when they may. */
export function refuseAnswer(challenge: ChallengeRow, row: UserChallengeRow | null, now: Date): asserts row is UserChallengeRow {
  if (!row?.acceptedAt) throw badRequest('ChallengeNotAccepted', 'Accept the challenge first.');
  if (row.status === 'completed') throw notAvailable();
  if (row.snoozedAt) throw badRequest('ChallengeSnoozed', 'This challenge is snoozed. Accept it again to continue.');
  const start = effectiveStart(challenge, row, now);
  if (start && start > now) throw locked(start);
  if (challenge.endTime && challenge.endTime <= now) throw badRequest('ChallengeExpired', 'This challenge has ended.');
}

/** A challenge whose start is not ahead and whose end has not passed: only the member's row may refuse an answer. */
const isOpen = (challenge: ChallengeRow, now: Date) =>
  (!challenge.startTime || challenge.startTime <= now) && (!challenge.endTime || challenge.endTime > now);

/**
 * What refuseAnswer asks of the member's row, on a challenge that isOpen, as a condition on user_challenges'
 * columns: the guard of an answer judged alone. tests/server/judged-completion.test.ts holds the two to
 * the same answer on every kind of row.
 */
export const answerableRow = (now: Date): SQL =>
  sql`accepted_at is not null and status <> 'completed' and snoozed_at is null
    and (status <> 'failed' or retry_at is null or retry_at <= ${now.toISOString()}::timestamptz)`;

/** Quizzes' and surveys' options, as this process keeps them when it keeps the challenge. */
async function optionsOf(db: Db, challenge: ChallengeRow): Promise<ReadonlyArray<OptionRow>> {
  if (!OPTION_TYPES.has(challenge.type)) return [];
  const kept = await keptChallenge(db, challenge.id);
  return kept?.challenge === challenge && kept.options ? kept.options : loadOptions(db, challenge.id);
}

interface Answering {
  userId: number;
  challenge: ChallengeRow;
  verifier: Verifier<unknown>;
  answer: unknown;
  options: ReadonlyArray<OptionRow>;
}

/** A wrong answer's delay: the challenge opens to the member again at startTime. */
function failure(challenge: ChallengeRow, now: Date) {
  const delayDays = challenge.failureDelayDays;
  return { delayDays, startTime: new Date(now.getTime() + delayDays * DAY_MS) };
}

/**
 * An answer judged alone (Verifier.judge) on a points challenge that isOpen is one statement: it locks the
 * member's row and writes the completion or the failure only if the row takes the answer (answerableRow),
 * marking the request's claim (user-challenge-rows.ts lockForWrite). When the row refused it, refuseAnswer
 * says why from the row as the statement found it. Undefined for other challenges and verdicts, and for an
 * answer the judge refuses: the locked path decides then, giving the row's reasons first, as it always does.
 */
async function answerJudged(db: Db, input: Answering): Promise<Outcome | undefined> {
  const { userId, challenge, verifier, answer, options } = input;
  const now = new Date();
  if (!verifier.judge || challenge.rewardType === 'prize' || !isOpen(challenge, now)) return undefined;
  let verdict: Verdict;
  try {
    verdict = verifier.judge({ challenge, answer, options });
  } catch {
    return undefined;
  }
  const guard = { when: answerableRow(now), claim: effectClaim() };
  const stored = answer as Record<string, unknown>;
  if (verdict.outcome === 'completed') {
    const write = await completeGuarded(db, { userId, challenge, now, progress: verdict.progress, answer: stored }, guard);
    if (!('refused' in write)) return { kind: 'completed', completion: write };
    refuseAnswer(challenge, write.refused, now);
  } else if (verdict.outcome === 'failed') {
    const { delayDays, startTime } = failure(challenge, now);
    const write = written(await failGuarded(db, { userId, challengeId: challenge.id }, { retryAt: startTime, answer: stored, at: now }, guard));
    if (write === true) return { kind: 'failed', delayDays, startTime };
    refuseAnswer(challenge, write.refused, now);
  }
  return undefined;
}

/** The member's row locked for the whole judgement: any verifier, any verdict. */
async function answerLocked(
  db: Db,
  services: ChallengeServices,
  input: Answering & { lang: string; ip: string },
  afterCommit: Array<(db: Db) => Promise<void>>,
): Promise<Outcome> {
  const { userId, challenge, verifier, answer, options, lang, ip } = input;
  return db.transaction(async (tx): Promise<Outcome> => {
    const now = new Date();
    const row = await lockUserChallenge(tx, userId, challenge.id);
    refuseAnswer(challenge, row, now);
    const verdict = await verifier.verify({
      tx,
      userId,
      challenge,
      userChallenge: row,
      now,
      answer,
      lang,
      ip,
      services,
      options,
      afterCommit: (task) => afterCommit.push(task),
    });
    const stored = answer as Record<string, unknown>;
    switch (verdict.outcome) {
      case 'completed': {
        const completion = await completeChallenge(tx, { userId, challenge, now, progress: verdict.progress, answer: stored });
        return { kind: 'completed', completion };
      }
      case 'failed': {
        const { delayDays, startTime } = failure(challenge, now);
        await updateUserChallenge(tx, row, { status: 'failed', retryAt: startTime, answer: stored, updatedAt: now });
        return { kind: 'failed', delayDays, startTime };
      }
      case 'pending': {
        const progress = verdict.progress ?? row.progressDividend;
        await updateUserChallenge(tx, row, { status: 'pending', retryAt: null, progressDividend: progress, updatedAt: now });
        return { kind: 'pending', verdict, progress, divisor: progressDivisorOf(challenge) };
      }
      case 'rejected':
        return { kind: 'rejected', error: verdict.error };
    }
  });
}

export async function completeUserChallenge(
  db: Db,
  services: ChallengeServices,
  input: { userId: number; challengeId: number; answer: Record<string, unknown>; lang: string; ip: string },
  ctx: Omit<ViewContext, 'now'>,
): Promise<CompleteChallengeResult> {
  const { userId, challengeId, lang } = input;
  const challenge = await findActiveChallenge(db, userId, challengeId);
  const verifier = verifierFor(challenge.type);
  if (!verifier) throw badRequest('ChallengeNotAvailable', 'This challenge cannot be completed here.');
  const answer = parseAnswer(verifier.answerSchema, input.answer);
  const answering: Answering = { userId, challenge, verifier, answer, options: await optionsOf(db, challenge) };
  const afterCommit: Array<(db: Db) => Promise<void>> = [];
  const outcome = (await answerJudged(db, answering)) ?? (await answerLocked(db, services, { ...answering, lang, ip: input.ip }, afterCommit));

  if (outcome.kind === 'rejected') throw outcome.error;
  for (const task of afterCommit) await task(db);
  // A completion knows the row it left; anything run after the commit may have moved it again.
  const known = outcome.kind === 'completed' && afterCommit.length === 0 ? outcome.completion.member : undefined;
  const view = await getUserChallenge(db, userId, challengeId, ctx, known);
  switch (outcome.kind) {
    case 'completed':
      return {
        status: 'completed',
        achievement_id: outcome.completion.achievementId,
        reward_id: outcome.completion.rewardId,
        points: outcome.completion.points,
        also_completed_challenge_ids: outcome.completion.alsoCompleted,
        challenge: view,
      };
    case 'failed':
      return { status: 'failed', delay_days: outcome.delayDays, start_time: outcome.startTime.toISOString(), challenge: view };
    case 'pending':
      return {
        status: 'pending',
        progress_dividend: outcome.divisor === null ? null : outcome.progress,
        progress_divisor: outcome.divisor,
        resend_after: outcome.verdict.resendAfter ?? null,
        sent_to: outcome.verdict.sentTo ?? null,
        challenge: view,
      };
  }
}
