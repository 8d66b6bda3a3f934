// An admin adds staff accounts, changes their role and deactivates them (audited; a password is never
// part of the record). An admin cannot change their own account, so the console always keeps one.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions, type StaffRole } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { accountView, createStaff, publicStaff, type NewStaff } from './accounts';
import { writeAudit } from './audit';

export async function addStaff(db: Db, adminId: number, account: NewStaff) {
  return db.transaction(async (tx) => {
    const row = await createStaff(tx, account);
    await writeAudit(tx, { staffId: adminId, action: 'staff.create', entityType: 'staff', entityId: row.id, before: null, after: publicStaff(row) });
    return publicStaff(row);
  });
}

export interface StaffChange {
  role?: StaffRole;
  /** True deactivates (and ends the account's sessions); false reactivates. */
  deactivated?: boolean;
}

const shown = accountView;

export async function changeStaff(db: Db, adminId: number, staffId: number, change: StaffChange) {
  if (staffId === adminId) throw badRequest('OwnAccount', 'You cannot change your own account; another admin can.');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound('StaffNotFound', 'There is no such staff account.');
    const deactivatedAt = change.deactivated === undefined ? before.deactivatedAt : change.deactivated ? (before.deactivatedAt ?? sql`now()`) : null;
    const [after] = await tx
      .update(staff)
      .set({ role: change.role ?? before.role, deactivatedAt })
      .where(eq(staff.id, staffId))
      .returning();
    if (after!.deactivatedAt) await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    await writeAudit(tx, { staffId: adminId, action: 'staff.update', entityType: 'staff', entityId: staffId, before: shown(before), after: shown(after!) });
    return shown(after!);
  });
}
