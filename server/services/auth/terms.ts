// Accepting the terms initialises a new user and gives the sign-up bonus, exactly once:
// the user's row is locked, so parallel calls wait and then see terms_accepted_at already set.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { credit } from '../economy/ledger';

export const SIGNUP_BONUS_TITLE = { en: 'Sign-up bonus', lt: 'Registracijos premija' };

/** True the first time (the welcome tour follows), false on every later call. */
export async function acceptTerms(db: Db, userId: number, bonusPoints: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ termsAcceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('UserNotFound', 'No such user.');
    if (user.termsAcceptedAt) return false;
    await tx.update(users).set({ termsAcceptedAt: new Date() }).where(eq(users.id, userId));
    if (bonusPoints > 0) {
      await credit(tx, { userId, points: bonusPoints, kind: 'signup_bonus', title: SIGNUP_BONUS_TITLE });
    }
    return true;
  });
}
