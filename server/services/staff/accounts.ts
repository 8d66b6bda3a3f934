// Staff accounts: created by an admin (or at start from ADMIN_EMAIL/ADMIN_PASSWORD), found by e-mail
// in any case.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staff, type StaffRole } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from './passwords';

export type StaffRow = typeof staff.$inferSelect;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: Db | Tx, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(sql`lower(${staff.email})`, normalEmail(email))).limit(1);
  return row ?? null;
}

export interface NewStaff {
  email: string;
  password: string;
  role: StaffRole;
  name?: string | null;
}

/** 409 StaffExists when the e-mail has an account already. */
export async function createStaff(db: Db | Tx, account: NewStaff): Promise<StaffRow> {
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(staff)
    .values({ email: account.email.trim(), passwordHash, role: account.role, name: account.name ?? null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'StaffExists', 'There is a staff account with this e-mail already.');
  return row;
}

/**
 * The first admin of ADMIN_EMAIL/ADMIN_PASSWORD: created when the e-mail has no account; an existing
 * account is left as it is (its password and role are the console's to change, not the environment's).
 */
export async function ensureEnvAdmin(db: Db, email: string, password: string): Promise<'created' | 'exists'> {
  if (await findStaffByEmail(db, email)) return 'exists';
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(staff)
    .values({ email: email.trim(), passwordHash, role: 'admin', name: 'Admin' })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return row ? 'created' : 'exists';
}

export const publicStaff = (row: Pick<StaffRow, 'id' | 'email' | 'role' | 'name'>) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  name: row.name,
});

/** An account as the staff page shows it: whether its password is set yet and two-factor sign-in is on. */
export const accountView = (row: StaffRow) => ({
  ...publicStaff(row),
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  password_set: row.passwordHash !== null,
  two_factor: row.totpEnabledAt !== null,
});

export async function listStaff(db: Db) {
  const rows = await db.select().from(staff).orderBy(staff.id);
  return rows.map(accountView);
}
