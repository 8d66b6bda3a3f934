// The programme's points validity (one row of points_validity): read, changed by admins (console, audited
// with before and after), and the sentence a member would read about it (the console's preview).
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { mostPendingDays } from '../../../contract/console/pending-limit';
import type { PointsValidity, PointsValidityChange } from '../../../contract/console/points-validity';
import type { Db, Tx } from '../../db/client';
import { pointsValidity } from '../../db/schema';
import { badRequest } from '../../errors';
import { writeAudit } from '../staff/audit';

const DEFAULT_RULE: PointsValidity = { mode: 'never', months: 12, pendingDays: 0, reminderDays: 14 };

export async function readValidityRule(db: Db | Tx): Promise<PointsValidity> {
  const [row] = await db
    .select({ mode: pointsValidity.mode, months: pointsValidity.months, pendingDays: pointsValidity.pendingDays, reminderDays: pointsValidity.reminderDays })
    .from(pointsValidity)
    .where(eq(pointsValidity.id, 1));
  return row ?? DEFAULT_RULE;
}

/** Points still pending when they expire could never be spent. */
function checkPendingFits(rule: PointsValidity) {
  const most = mostPendingDays(rule);
  if (most !== null && rule.pendingDays > most) {
    throw badRequest(
      'ValidationError',
      `Under this rule points may stay valid for only ${most + 1} days, so allow at most ${most} pending days: with more, some points would expire before they could be spent.`,
      { field: 'pendingDays' },
    );
  }
}

/** Applies to points earned from now on; lots already earned keep the expiry they were given. */
export async function changeValidityRule(db: Db, staffId: number, change: PointsValidityChange): Promise<PointsValidity> {
  return db.transaction(async (tx) => {
    const before = await readValidityRule(tx);
    const next = { ...before, ...change };
    checkPendingFits(next);
    await tx
      .insert(pointsValidity)
      .values({ id: 1, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: pointsValidity.id, set: { ...next, updatedAt: new Date() } });
    if (!isDeepStrictEqual(before, next)) {
      await writeAudit(tx, { staffId, action: 'points_validity.change', entityType: 'points_validity', before, after: next });
    }
    return next;
  });
}
