// The programme's points validity (one row of points_validity): read, changed by admins (console), and
// the sentence a member would read about it (the console's preview).
import { eq } from 'drizzle-orm';
import type { PointsValidity, PointsValidityChange } from '../../../contract/console/points-validity';
import type { Db } from '../../db/client';
import { pointsValidity } from '../../db/schema';

const DEFAULT_RULE: PointsValidity = { mode: 'never', months: 12, pendingDays: 0, reminderDays: 14 };

export async function readValidityRule(db: Db): Promise<PointsValidity> {
  const [row] = await db
    .select({ mode: pointsValidity.mode, months: pointsValidity.months, pendingDays: pointsValidity.pendingDays, reminderDays: pointsValidity.reminderDays })
    .from(pointsValidity)
    .where(eq(pointsValidity.id, 1));
  return row ?? DEFAULT_RULE;
}

/** Applies to points earned from now on; lots already earned keep the expiry they were given. */
export async function changeValidityRule(db: Db, change: PointsValidityChange): Promise<PointsValidity> {
  const next = { ...(await readValidityRule(db)), ...change };
  await db
    .insert(pointsValidity)
    .values({ id: 1, ...next, updatedAt: new Date() })
    .onConflictDoUpdate({ target: pointsValidity.id, set: { ...next, updatedAt: new Date() } });
  return next;
}
