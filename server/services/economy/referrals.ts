// applyReferralCode: the user names who invited them (that user's referral_id). Both sides earn
// REFERRAL_POINTS once; the referrals row, keyed by the invited user, makes a second attempt (even a
// parallel one) "already applied". Both users are locked in id order before anything is written.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals, users } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { onReferralJoined } from '../challenges/server-progress';
import { connectFriends } from '../members/friends';
import { credit } from './ledger';
import { REFERRAL_POINTS } from './constants';
import { lockUsers, publicName } from './user-locks';

const invalid = (message = 'This referral code is not valid.') => badRequest('ReferralCodeInvalid', message);
const alreadyApplied = () =>
  new AppError(409, 'ReferralAlreadyApplied', 'You have already joined with a referral code.');

/**
 * Who invites with this referral id, for the public invite landing page: the inviter's public name
 * (as leaderboards show it), nothing else; an unknown or deactivated inviter is ReferralCodeInvalid.
 */
export async function invitation(db: Db, referralId: string): Promise<{ inviterName: string } | null> {
  const code = referralId.trim().toUpperCase();
  const [inviter] = await db
    .select({ name: publicName })
    .from(users)
    .where(and(sql`upper(${users.referralId}) = ${code}`, isNull(users.deactivatedAt)))
    .limit(1);
  return inviter ? { inviterName: inviter.name } : null;
}

export async function applyReferralCode(
  db: Db,
  userId: number,
  rawCode: string,
): Promise<{ points: number; balance: number; newFriendId: number | null }> {
  const code = rawCode.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [referrer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`upper(${users.referralId}) = ${code}`, isNull(users.deactivatedAt)))
      .limit(1);
    if (!referrer) throw invalid();
    if (referrer.id === userId) throw badRequest('CannotReferSelf', 'You cannot use your own referral code.');
    const locked = await lockUsers(tx, [userId, referrer.id]);
    const [mine] = await tx.select().from(referrals).where(eq(referrals.referredUserId, userId)).limit(1);
    if (mine) throw alreadyApplied();
    const [theirs] = await tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.referredUserId, referrer.id), eq(referrals.referrerUserId, userId)))
      .limit(1);
    // Two friends inviting each other would earn the bonus twice.
    if (theirs) throw invalid('This friend joined with your referral code, so you cannot use theirs.');
    const [recorded] = await tx
      .insert(referrals)
      .values({ referredUserId: userId, referrerUserId: referrer.id })
      .onConflictDoNothing()
      .returning({ id: referrals.referredUserId });
    if (!recorded) throw alreadyApplied();

    const invited = locked.get(userId)!.name;
    const inviter = locked.get(referrer.id)!.name;
    const { balance } = await credit(tx, {
      userId,
      points: REFERRAL_POINTS.referred,
      kind: 'referral',
      title: { en: `Joined with ${inviter}'s invitation`, lt: `Prisijungta pakvietus: ${inviter}` },
      counterpartyUserId: referrer.id,
    });
    await credit(tx, {
      userId: referrer.id,
      points: REFERRAL_POINTS.referrer,
      kind: 'referral',
      title: { en: `${invited} joined with your invitation`, lt: `Prisijungė jūsų pakviestas draugas: ${invited}` },
      counterpartyUserId: userId,
    });
    // The inviter's user_invitation challenges count this friend at once.
    await onReferralJoined(tx, referrer.id);
    // Who invited whom are friends in the app from now on (the friends leaderboard shows them).
    const befriended = await connectFriends(tx, userId, referrer.id);
    return { points: REFERRAL_POINTS.referred, balance, newFriendId: befriended ? referrer.id : null };
  });
}
