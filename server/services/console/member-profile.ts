// Staff correct a member's name, e-mail and phone (a changed e-mail has to be confirmed again) and
// reactivate a deactivated member. Each is audited with the fields before and after.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../staff/audit';

export interface ProfileChange {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  /** Already the stored form (contract/phone.ts). */
  phone?: string | null;
}

const noMember = () => notFound('UserNotFound', 'No such member.');

export async function editMemberProfile(db: Db, staffId: number, userId: number, change: ProfileChange) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw noMember();
    const before = { first_name: row.firstName, last_name: row.lastName, email: row.email, phone: row.phone };
    const after = { ...before, ...change };
    if (after.phone && after.phone !== before.phone) {
      const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.phone, after.phone), ne(users.id, userId))).limit(1);
      if (other) throw new AppError(409, 'OtherUserHasSamePhone', 'Another member has this phone number.', { field: 'phone' });
    }
    const emailChanged = (after.email ?? null)?.toLowerCase() !== (before.email ?? null)?.toLowerCase();
    await tx
      .update(users)
      .set({
        firstName: after.first_name,
        lastName: after.last_name,
        email: after.email,
        phone: after.phone,
        ...(emailChanged ? { emailConfirmedAt: null } : {}),
      })
      .where(eq(users.id, userId));
    await writeAudit(tx, { staffId, action: 'member.profile_edit', entityType: 'member', entityId: userId, before, after });
    return after;
  });
}

export async function reactivateMember(db: Db, staffId: number, userId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ at: users.deactivatedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw noMember();
    if (!row.at) return { deactivated_at: null };
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, userId));
    await writeAudit(tx, {
      staffId,
      action: 'member.reactivate',
      entityType: 'member',
      entityId: userId,
      before: { deactivated_at: row.at.toISOString() },
      after: { deactivated_at: null },
    });
    return { deactivated_at: null };
  });
}
