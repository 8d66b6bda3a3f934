// The programme's tier rules (one row of tier_rules): the window (rolling N days or the calendar
// year), the grace days after a window and whether a review drops one tier at most. A change is audited
// (before and after) in its transaction.
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { TierRules } from '../../../contract/console/tiers';
import type { Db, Tx } from '../../db/client';
import { tierRules } from '../../db/schema';
import { writeAudit } from '../staff/audit';

const DEFAULTS: TierRules = { window_kind: 'rolling', window_days: 365, grace_days: 0, drop_one_at_most: true };

export async function readTierRules(db: Db | Tx): Promise<TierRules> {
  const [row] = await db.select().from(tierRules).where(eq(tierRules.id, 1));
  if (!row) return DEFAULTS;
  return { window_kind: row.windowKind, window_days: row.windowDays, grace_days: row.graceDays, drop_one_at_most: row.dropOneAtMost };
}

/** Applies from the next review on; a review date already set stays. */
export async function saveTierRules(db: Db, staffId: number, rules: TierRules): Promise<TierRules> {
  const values = { windowKind: rules.window_kind, windowDays: rules.window_days, graceDays: rules.grace_days, dropOneAtMost: rules.drop_one_at_most, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const before = await readTierRules(tx);
    await tx.insert(tierRules).values({ id: 1, ...values }).onConflictDoUpdate({ target: tierRules.id, set: values });
    const after = await readTierRules(tx);
    if (!isDeepStrictEqual(before, after)) await writeAudit(tx, { staffId, action: 'tier_rules.change', entityType: 'tier_rules', before, after });
    return after;
  });
}
