// The api_event family: challenges moved by events partners report (POST /api/partner/events).
// Only events that occurred after the user accepted (and after the challenge opened) count.
import { and, count, eq, gte, lte, sum } from 'drizzle-orm';
import { z } from 'zod';
import { EmptyAnswer, type ChallengeType } from '../../../contract/challenge-answers';
import { partnerEvents } from '../../db/schema';
import { problem } from './problems';
import { completed, defineVerifier, pending, type ChallengeRow, rulesMatch, type EvaluateContext, type Verdict } from './types';

const DAY_MS = 24 * 3600 * 1000;

export const eventRules = z.object({ event: z.string().min(1) });

const eventOf = (challenge: ChallengeRow) => eventRules.safeParse(challenge.rules).data?.event ?? null;

const latest = (...dates: Array<Date | null | undefined>) =>
  new Date(Math.max(...dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime())));

/** Number of events (or the sum of their quantities) of one name for the user since `since`. */
async function measure(
  ctx: EvaluateContext,
  event: string,
  since: Date,
  how: 'count' | 'quantity',
): Promise<number> {
  const where = and(
    eq(partnerEvents.userId, ctx.userId),
    eq(partnerEvents.event, event),
    gte(partnerEvents.occurredAt, since),
    lte(partnerEvents.occurredAt, ctx.now),
  );
  const [row] =
    how === 'count'
      ? await ctx.tx.select({ n: count() }).from(partnerEvents).where(where)
      : await ctx.tx.select({ n: sum(partnerEvents.quantity) }).from(partnerEvents).where(where);
  return Number(row?.n ?? 0);
}

const countingFrom = (ctx: EvaluateContext) =>
  latest(ctx.userChallenge.acceptedAt ?? ctx.now, ctx.challenge.startTime);

function misconfigured(challenge: ChallengeRow): never {
  throw new Error(`Challenge ${challenge.id} (${challenge.type}) has invalid rules: ${JSON.stringify(challenge.rules)}`);
}

/** api_event and owner_api_call: one event of rules.event completes. */
export function singleEventVerifier(type: ChallengeType) {
  const evaluate = async (ctx: EvaluateContext): Promise<Verdict> => {
    const event = eventOf(ctx.challenge) ?? misconfigured(ctx.challenge);
    const n = await measure(ctx, event, countingFrom(ctx), 'count');
    return n >= 1 ? completed(1) : pending({ progress: 0 });
  };
  return defineVerifier({ type, answerSchema: EmptyAnswer, checkChallenge: rulesMatch(eventRules), evaluate, verify: evaluate, eventName: eventOf });
}

export const periodRules = eventRules.extend({
  required_count: z.number().int().positive(),
  period_days: z.number().int().positive(),
});

/**
 * api_event_for_period: rules.required_count events within the last rules.period_days days, counting
 * from acceptance (a sliding window, so old events drop out of the progress again).
 */
export function periodEventVerifier(type: ChallengeType) {
  const rulesOf = (challenge: ChallengeRow) => periodRules.safeParse(challenge.rules).data ?? null;
  const evaluate = async (ctx: EvaluateContext): Promise<Verdict> => {
    const rules = rulesOf(ctx.challenge) ?? misconfigured(ctx.challenge);
    const since = latest(countingFrom(ctx), new Date(ctx.now.getTime() - rules.period_days * DAY_MS));
    const n = await measure(ctx, rules.event, since, 'count');
    return n >= rules.required_count ? completed(n) : pending({ progress: n });
  };
  return defineVerifier({
    type,
    answerSchema: EmptyAnswer,
    checkChallenge: rulesMatch(periodRules),
    evaluate,
    verify: evaluate,
    eventName: eventOf,
    progressDivisor: (challenge) => rulesOf(challenge)?.required_count ?? null,
  });
}

export const quantityRules = eventRules.extend({ target_quantity: z.number().int().positive().optional() });

/** api_event_quantitative: the quantities of rules.event add up to progress_divisor (or rules.target_quantity). */
export function quantityEventVerifier(type: ChallengeType) {
  const target = (challenge: ChallengeRow) =>
    challenge.progressDivisor ?? quantityRules.safeParse(challenge.rules).data?.target_quantity ?? null;
  const evaluate = async (ctx: EvaluateContext): Promise<Verdict> => {
    const event = eventOf(ctx.challenge) ?? misconfigured(ctx.challenge);
    const goal = target(ctx.challenge) ?? misconfigured(ctx.challenge);
    const total = await measure(ctx, event, countingFrom(ctx), 'quantity');
    return total >= goal ? completed(total) : pending({ progress: total });
  };
  return defineVerifier({
    type,
    answerSchema: EmptyAnswer,
    checkChallenge: (challenge) =>
      rulesMatch(quantityRules)(challenge) ??
      (target(challenge) === null ? problem('progress_divisor', 'target_required', 'progress_divisor or rules.target_quantity is required') : null),
    evaluate,
    verify: evaluate,
    eventName: eventOf,
    progressDivisor: target,
  });
}
