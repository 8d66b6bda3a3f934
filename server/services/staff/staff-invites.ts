// An admin invites staff (an account without a password, and a link by e-mail to choose one) and resets
// a password (the old one stops working, sessions end, a new link goes out). The mail is sent inside the
// transaction: when it cannot leave, nothing is kept and the admin can simply try again.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions, type StaffRole } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { accountView, publicStaff } from './accounts';
import { writeAudit } from './audit';
import { createPasswordLink, mailPasswordLink, type LinkMail } from './password-links';

export interface Invitation {
  email: string;
  role: StaffRole;
  name?: string | null;
}

export async function inviteStaff(db: Db, adminId: number, invitation: Invitation, sending: LinkMail) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ email: invitation.email.trim(), passwordHash: null, role: invitation.role, name: invitation.name ?? null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'StaffExists', 'There is a staff account with this e-mail already.');
    const token = await createPasswordLink(tx, row.id, 'invite');
    await writeAudit(tx, { staffId: adminId, action: 'staff.invite', entityType: 'staff', entityId: row.id, before: null, after: publicStaff(row) });
    await mailPasswordLink(tx, sending, row.email, token, 'invite');
    return accountView(row);
  });
}

export async function resetStaffPassword(db: Db, adminId: number, staffId: number, sending: LinkMail) {
  if (staffId === adminId) throw badRequest('OwnAccount', 'Change your own password on your account page.');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound('StaffNotFound', 'There is no such staff account.');
    if (before.deactivatedAt) throw new AppError(409, 'StaffDeactivated', 'This account is deactivated. Reactivate it first.');
    const [after] = await tx.update(staff).set({ passwordHash: null }).where(eq(staff.id, staffId)).returning();
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    const token = await createPasswordLink(tx, staffId, 'reset');
    await writeAudit(tx, { staffId: adminId, action: 'staff.password_reset', entityType: 'staff', entityId: staffId, before: { password_set: before.passwordHash !== null }, after: { password_set: false, link_sent_to: before.email } });
    await mailPasswordLink(tx, sending, before.email, token, 'reset');
    return accountView(after!);
  });
}
