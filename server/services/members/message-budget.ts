// How many messages a signed-in member may have the programme send to addresses they type (a challenge's
// confirmation SMS, a confirmation mail): each address is also limited on its own, but without a limit
// per member one account could have codes sent to any number of phones or mails to any number of people,
// and without one per caller, many accounts from one address could.
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailTokens, smsCodes } from '../../db/schema';
import { tooManyRequests } from '../../errors';

export const CONFIRMATION_SMS_PER_MEMBER_PER_DAY = 10;
export const CONFIRMATION_MAILS_PER_MEMBER_PER_HOUR = 10;

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

/** The payload a challenge's confirmation code is issued with, so it counts towards its member. */
export const smsCodeOwner = (userId: number) => ({ user_id: userId });

function refuseWhenSpent(sent: { n: number; oldest: Date | string | null } | undefined, max: number, windowMs: number, now: Date, what: string) {
  if (Number(sent?.n ?? 0) < max) return;
  const oldest = sent?.oldest ? new Date(sent.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
  throw tooManyRequests(`You have asked for ${what} too many times. Please try again later.`, retryAfter);
}

export async function refuseOverSmsBudget(tx: Tx, userId: number, now: Date): Promise<void> {
  const [sent] = await tx
    .select({ n: count(), oldest: min(smsCodes.createdAt) })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.purpose, 'phone_confirmation'),
        sql`${smsCodes.payload} ->> 'user_id' = ${String(userId)}`,
        gt(smsCodes.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  refuseWhenSpent(sent, CONFIRMATION_SMS_PER_MEMBER_PER_DAY, DAY_MS, now, 'confirmation codes');
}

/** Confirmation codes sent for callers at one address in an hour: as many as sign-in codes (SIGN_IN_CODES_PER_IP_PER_HOUR). */
export async function refuseOverCallerSmsBudget(tx: Tx, ip: string, max: number, now: Date): Promise<void> {
  const [sent] = await tx
    .select({ n: count(), oldest: min(smsCodes.createdAt) })
    .from(smsCodes)
    .where(and(eq(smsCodes.purpose, 'phone_confirmation'), eq(smsCodes.ip, ip), gt(smsCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
  refuseWhenSpent(sent, max, HOUR_MS, now, 'confirmation codes from this connection');
}

export async function refuseOverMailBudget(tx: Tx, userId: number, now: Date): Promise<void> {
  const [sent] = await tx
    .select({ n: count(), oldest: min(emailTokens.createdAt) })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'confirm'), gt(emailTokens.createdAt, new Date(now.getTime() - HOUR_MS))));
  refuseWhenSpent(sent, CONFIRMATION_MAILS_PER_MEMBER_PER_HOUR, HOUR_MS, now, 'confirmation e-mails');
}
