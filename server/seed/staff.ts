// The demo programme's console admin (README.md names it). Not an ADMIN_EMAIL account: the demo
// database has it whatever the environment says.
import type { Tx } from '../db/client';
import { createStaff } from '../services/staff/accounts';

export const DEMO_ADMIN = { email: 'admin@aurora.example', password: 'aurora-admin-demo' } as const;

export async function seedDemoAdmin(tx: Tx): Promise<void> {
  const existing = await tx.query.staff.findFirst({ columns: { id: true } });
  if (existing) return;
  await createStaff(tx, { ...DEMO_ADMIN, role: 'admin', name: 'Demo admin' });
}
