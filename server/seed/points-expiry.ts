// The demo programme's points validity: 12 months from earning, reminders 35 days before. Its points
// were all earned "this month" by the demo clock, so one of Eglė's lots is dated as if earned a year
// ago: it expires early next month and the app (balance, history, My card) and the reminder show it.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { pointsLots, pointsValidity, users } from '../db/schema';

/** Set before the demo members earn, so their lots get the 12-month validity. */
export async function seedPointsValidity(tx: Tx): Promise<void> {
  const rule = { mode: 'months' as const, months: 12, pendingDays: 0, reminderDays: 35 };
  await tx.insert(pointsValidity).values({ id: 1, ...rule }).onConflictDoUpdate({ target: pointsValidity.id, set: rule });
}

/** The end (midnight UTC) of the 10th day from now, or of the 1st of next month if that is later: always next month. */
export function nextMonthExpiry(now: Date): Date {
  const inTenDays = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 10);
  const firstOfNext = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return new Date(Math.max(inTenDays, firstOfNext) + 86_400_000);
}

export async function seedExpiringDemoPoints(tx: Tx, phone: string, points: number, now = new Date()): Promise<void> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!member) return;
  const [lot] = await tx
    .select({ id: pointsLots.id, remaining: pointsLots.remaining })
    .from(pointsLots)
    .where(and(eq(pointsLots.userId, member.id), gt(pointsLots.remaining, 0)))
    .orderBy(desc(pointsLots.remaining))
    .limit(1);
  if (!lot) return;
  const take = Math.min(points, lot.remaining);
  // Split the lot: `take` of it expires next month, the rest keeps its 12 months.
  await tx.update(pointsLots).set({ amount: lot.remaining - take, remaining: lot.remaining - take }).where(eq(pointsLots.id, lot.id));
  await tx.insert(pointsLots).values({ userId: member.id, amount: take, remaining: take, availableAt: now, expiresAt: nextMonthExpiry(now) });
}
