// Server-completed challenges (linked accounts, invitations, partner events) move without an answer:
// these hooks re-evaluate the user's accepted, open challenges of the affected types and complete them.
//   onAccountLinked(tx, userId, provider)  - the social sign-in flow, after linking an account
//   onReferralJoined(tx, referrerId)       - the referral flow, after a referred user joined
//   progressFromEvent(tx, userId, event)   - POST /api/partner/events
//   refreshServerProgress(db, userId)      - getUserChallenges (first page and refresh polls)
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { ChallengeType } from '../../../contract/challenge-answers';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { challenges, userChallenges } from '../../db/schema';
import { visibleTo } from '../segments/visibility';
import { completeChallenge } from './completion';
import { PROVIDER_OF_TYPE, type Provider } from './linked-accounts';
import { EVALUATED_TYPES, EVENT_TYPES, verifierFor } from './registry';
import { inSavepoint } from './savepoint';
import type { ChallengeRow } from './types';
import { lockUserChallenge, updateUserChallenge } from './user-challenge-rows';
import { progressDivisorOf } from './view';

export interface Progressed {
  challengeId: number;
  progressDividend: number;
  progressDivisor: number | null;
  completed: boolean;
  /** Completed now, or its progress changed. */
  moved: boolean;
}

interface Filter {
  types: readonly ChallengeType[];
  /** Only challenges whose rules.event is this partner event. */
  event?: string;
}


/** The rows of `userId`'s accepted, open challenges of the filter's types (one place for the rule). */
const candidateRows = (userId: number | Placeholder, filter: Filter, now: Placeholder) =>
  and(
    eq(userChallenges.userId, userId),
    isNotNull(userChallenges.acceptedAt),
    sql`${userChallenges.status} <> 'completed'`,
    eq(challenges.active, true),
    inArray(challenges.type, [...filter.types]),
    or(isNull(challenges.startTime), lte(challenges.startTime, now)),
    or(isNull(challenges.endTime), gt(challenges.endTime, now)),
    filter.event === undefined ? undefined : sql`${challenges.rules}->>'event' = ${sql.placeholder('event')}`,
    // No door around a segment: outside it, events, linked accounts and invitations complete nothing.
    visibleTo(challenges.segmentId, userId),
  );

/** Accepted, open challenges of the filter's types; prepared per filter shape (it runs on every first page). */
async function candidates(db: Db | Tx, userId: number, filter: Filter, now: Date): Promise<ChallengeRow[]> {
  if (filter.types.length === 0) return [];
  const shape = `${filter.types.join(',')}${filter.event === undefined ? '' : ';event'}`;
  // PostgreSQL cuts statement names at 63 characters: name the shape by its hash.
  const name = `server_progress_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
  const query = prepared(db as Db, name, (d, statement) =>
    d
      .select({ challenge: challenges })
      .from(userChallenges)
      .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
      .where(candidateRows(sql.placeholder('userId'), filter, sql.placeholder('now')))
      .prepare(statement),
  );
  const rows = await query.execute({ userId, now: now.toISOString(), event: filter.event ?? null });
  return rows.map((r) => r.challenge);
}

async function evaluateOne(tx: Tx, userId: number, challenge: ChallengeRow, now: Date): Promise<Progressed | null> {
  const evaluate = verifierFor(challenge.type)?.evaluate;
  if (!evaluate) return null;
  return inSavepoint(tx, async (sp) => {
    const row = await lockUserChallenge(sp, userId, challenge.id);
    if (!row?.acceptedAt || row.status === 'completed') return null;
    const verdict = await evaluate({ tx: sp, userId, challenge, userChallenge: row, now });
    const divisor = progressDivisorOf(challenge);
    if (verdict.outcome === 'completed') {
      const progress = verdict.progress ?? row.progressDividend;
      await completeChallenge(sp, { userId, challenge, now, progress });
      return { challengeId: challenge.id, progressDividend: progress, progressDivisor: divisor, completed: true, moved: true };
    }
    const progress = verdict.outcome === 'pending' && verdict.progress !== undefined ? verdict.progress : row.progressDividend;
    const moved = progress !== row.progressDividend;
    if (moved) await updateUserChallenge(sp, row, { progressDividend: progress, updatedAt: now });
    return { challengeId: challenge.id, progressDividend: progress, progressDivisor: divisor, completed: false, moved };
  });
}

async function evaluateAll(tx: Tx, userId: number, filter: Filter, now: Date): Promise<Progressed[]> {
  const found = await candidates(tx, userId, filter, now);
  const results: Progressed[] = [];
  for (const challenge of found) {
    const result = await evaluateOne(tx, userId, challenge, now);
    if (result) results.push(result);
  }
  return results;
}

export function onReferralJoined(tx: Tx, referrerId: number, now = new Date()): Promise<Progressed[]> {
  return evaluateAll(tx, referrerId, { types: ['user_invitation'] }, now);
}

export function onAccountLinked(tx: Tx, userId: number, provider: Provider, now = new Date()): Promise<Progressed[]> {
  const types = (Object.keys(PROVIDER_OF_TYPE) as ChallengeType[]).filter((t) => PROVIDER_OF_TYPE[t] === provider);
  return evaluateAll(tx, userId, { types }, now);
}

export function progressFromEvent(tx: Tx, userId: number, event: string, now = new Date()): Promise<Progressed[]> {
  return evaluateAll(tx, userId, { types: EVENT_TYPES, event }, now);
}

/**
 * Re-evaluates every accepted server-completed challenge; opens a transaction only when there are some.
 * Answers whether any of them moved (progress or completion).
 */
export async function refreshServerProgress(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const filter = { types: EVALUATED_TYPES };
  if ((await candidates(db, userId, filter, now)).length === 0) return false;
  const results = await db.transaction((tx) => evaluateAll(tx, userId, filter, now));
  return results.some((r) => r.moved);
}
