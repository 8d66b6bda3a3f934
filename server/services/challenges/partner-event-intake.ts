// POST /api/partner/events: records what a partner reports about a user and moves that user's accepted
// event challenges (api_event, api_event_for_period, api_event_quantitative, owner_api_call).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PartnerEventResult } from '../../../contract/challenges';
import type { Db } from '../../db/client';
import { partnerEvents, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { checkDailyCap, type PartnerKey } from '../auth/partner-keys';
import { progressFromEvent } from './server-progress';

/** Partner clocks may run a little ahead; later than this is refused. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

export interface PartnerEventInput {
  event: string;
  user_external_id?: string;
  phone?: string;
  quantity: number;
  occurred_at?: string;
}

/** The active user a partner names by external id (or its hash) or by phone. */
export async function findUser(db: Db, input: Pick<PartnerEventInput, 'user_external_id' | 'phone'>): Promise<number> {
  const active = isNull(users.deactivatedAt);
  let match;
  if (input.user_external_id !== undefined) {
    const id = input.user_external_id;
    match = /^[0-9a-f]{64}$/i.test(id)
      ? sql`(${users.externalId} = ${id} or encode(sha256(convert_to(${users.externalId}, 'UTF8')), 'hex') = ${id.toLowerCase()})`
      : eq(users.externalId, id);
  } else {
    match = eq(users.phone, input.phone!);
  }
  const [user] = await db.select({ id: users.id }).from(users).where(and(match, active)).limit(1);
  if (!user) throw notFound('UserNotFound', 'No user matches this user_external_id or phone.');
  return user.id;
}

/** Challenges the event completes mint their points under the reporting key's daily cap (429 past it). */
export async function recordPartnerEvent(db: Db, key: PartnerKey, input: PartnerEventInput): Promise<PartnerEventResult> {
  const now = new Date();
  let occurredAt = input.occurred_at ? new Date(input.occurred_at) : now;
  if (occurredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw badRequest('ValidationError', 'Invalid body field "occurred_at": it is in the future.', { field: 'occurred_at' });
  }
  if (occurredAt > now) occurredAt = now;
  const userId = await findUser(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerEvents)
      .values({ userId, event: input.event, quantity: input.quantity, occurredAt, partnerKeyId: key.id, createdAt: now })
      .returning({ id: partnerEvents.id });
    const progressed = await progressFromEvent(tx, userId, input.event, now);
    if (progressed.some((p) => p.completed)) await checkDailyCap(tx, key, 0);
    return {
      accepted: true as const,
      event_id: row!.id,
      progressed: progressed.map((p) => ({
        challenge_id: p.challengeId,
        progress_dividend: p.progressDividend,
        progress_divisor: p.progressDivisor,
        completed: p.completed,
      })),
    };
  });
}
