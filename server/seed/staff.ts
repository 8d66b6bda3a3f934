// The demo programme's console admin (README.md names it), beside any ADMIN_EMAIL account.
import type { Tx } from '../db/client';
import { createStaff, findStaffByEmail } from '../services/staff/accounts';

export const DEMO_ADMIN = { email: 'admin@aurora.example', password: 'aurora-admin-demo' } as const;

export async function seedDemoAdmin(tx: Tx): Promise<void> {
  if (await findStaffByEmail(tx, DEMO_ADMIN.email)) return;
  await createStaff(tx, { ...DEMO_ADMIN, role: 'admin', name: 'Demo admin' });
}
