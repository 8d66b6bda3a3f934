// Accepting, snoozing and un-snoozing challenges (docs/product.md section 4: Accept, Locked, Snooze).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AcceptChallengeResult } from '../../../contract/challenges';
import type { Db, Tx } from '../../db/client';
import { challenges, userChallenges } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { mayUse } from '../segments/visibility';
import { keptChallenge } from './catalogue';
import { challengeNotFound, getUserChallenge } from './list';
import type { ChallengeRow } from './types';
import { lockOrCreateUserChallenge, lockUserChallenge, updateUserChallenge } from './user-challenge-rows';
import { effectiveStart, type ViewContext } from './view';

export const notAvailable = () =>
  badRequest('ChallengeNotAvailable', 'You have already completed this challenge.');

export const locked = (startTime: Date) =>
  new AppError(400, 'ChallengeLocked', 'This challenge is not open yet.', { start_time: startTime.toISOString() });

export const ended = () => badRequest('ChallengeExpired', 'This challenge has ended.');

/**
 * ChallengeExpired for one staff ended (an action queued offline names why), ChallengeNotFound for none
 * and for one limited to a segment the member is not in.
 */
export async function findActiveChallenge(db: Db | Tx, userId: number, challengeId: number): Promise<ChallengeRow> {
  const kept = await keptChallenge(db, challengeId);
  const challenge = kept?.challenge ?? (await db.select().from(challenges).where(eq(challenges.id, challengeId)).limit(1))[0];
  if (!challenge || !(await mayUse(db, userId, challenge.segmentId))) throw challengeNotFound();
  if (!challenge.active) throw ended();
  return challenge;
}

/**
 * start: the challenge is accepted (again) and open; end: it has ended, nothing changes.
 * Accepting brings a snoozed challenge back. ChallengeNotAvailable when completed, ChallengeLocked
 * (with start_time) before it opens or while a failure's delay runs.
 */
export async function acceptChallenge(
  db: Db,
  userId: number,
  challengeId: number,
  ctx: Omit<ViewContext, 'now'>,
): Promise<AcceptChallengeResult> {
  const outcome = await db.transaction(async (tx) => {
    const now = new Date();
    const challenge = await findActiveChallenge(tx, userId, challengeId);
    const existing = await lockUserChallenge(tx, userId, challengeId);
    if (existing?.status === 'completed') throw notAvailable();
    if (challenge.endTime && challenge.endTime <= now) return 'end' as const;
    const start = effectiveStart(challenge, existing, now);
    if (start && start > now) throw locked(start);
    const row = existing ?? (await lockOrCreateUserChallenge(tx, userId, challengeId, now));
    if (!row.acceptedAt || row.snoozedAt) {
      await updateUserChallenge(tx, row, { acceptedAt: row.acceptedAt ?? now, snoozedAt: null, updatedAt: now });
    }
    return 'start' as const;
  });
  if (outcome === 'end') return { type: 'end' };
  return { type: 'start', challenge: await getUserChallenge(db, userId, challengeId, ctx) };
}

/** Hides a challenge from the list (only when can_hide). */
export async function snoozeChallenge(db: Db, userId: number, challengeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const challenge = await findActiveChallenge(tx, userId, challengeId);
    if (challenge.endTime && challenge.endTime <= now) throw ended();
    if (!challenge.canHide) throw badRequest('ChallengeCannotBeHidden', 'This challenge cannot be hidden.');
    const row = await lockOrCreateUserChallenge(tx, userId, challengeId, now);
    if (row.status === 'completed') throw notAvailable();
    if (!row.snoozedAt) await updateUserChallenge(tx, row, { snoozedAt: now, updatedAt: now });
  });
}

/** Brings every snoozed challenge of the user back; answers how many. */
export async function resetSnoozedChallenges(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(userChallenges)
    .set({ snoozedAt: null, updatedAt: new Date() })
    .where(and(eq(userChallenges.userId, userId), isNotNull(userChallenges.snoozedAt)))
    .returning({ challengeId: userChallenges.challengeId });
  return rows.length;
}
