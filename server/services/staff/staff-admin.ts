// An admin adds staff accounts (audited; the password is never part of the record).
import type { Db } from '../../db/client';
import { createStaff, publicStaff, type NewStaff } from './accounts';
import { writeAudit } from './audit';

export async function addStaff(db: Db, adminId: number, account: NewStaff) {
  return db.transaction(async (tx) => {
    const row = await createStaff(tx, account);
    await writeAudit(tx, { staffId: adminId, action: 'staff.create', entityType: 'staff', entityId: row.id, before: null, after: publicStaff(row) });
    return publicStaff(row);
  });
}
