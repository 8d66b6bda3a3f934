// What every member of staff does with their own account: change the password (the current one first);
// their other sessions end, the one in use stays.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { writeAudit } from './audit';
import { hashPassword, passwordMatches } from './passwords';

export async function changeOwnPassword(db: Db, session: { id: string; staffId: number }, current: string, next: string) {
  const [row] = await db.select().from(staff).where(eq(staff.id, session.staffId)).limit(1);
  if (!row) throw notFound('StaffNotFound', 'There is no such staff account.');
  if (!(await passwordMatches(row.passwordHash, current))) {
    await writeAudit(db, { staffId: row.id, action: 'staff.password_change_failed', entityType: 'staff', entityId: row.id });
    throw badRequest('CurrentPasswordWrong', 'The current password is not right.', { field: 'current_password' });
  }
  if (current === next) throw badRequest('PasswordUnchanged', 'Choose a password different from the current one.', { field: 'new_password' });
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, row.id));
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, row.id), ne(staffSessions.id, session.id)))
      .returning({ id: staffSessions.id });
    await writeAudit(tx, { staffId: row.id, action: 'staff.password_change', entityType: 'staff', entityId: row.id, after: { other_sessions_ended: ended.length } });
  });
  return { success: true as const };
}
