// The operator's tiers (console): list with member counts, create, edit and delete. The base tier
// (threshold 0) always exists and keeps its threshold; thresholds are unique. A deleted tier's
// members move to the tier below (recorded as changes, change_member_tier.sql); a new or lowered
// threshold moves up who already qualifies, as their next earning would. The wallet cards show the tier
// once there is more than the base one, so the first tier added, the last removed and a new name mark
// the cards changed. Each change is audited (before and after) in its transaction.
import { isDeepStrictEqual } from 'node:util';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { ConsoleTier, TierBody } from '../../../contract/console/tiers';
import type { Db, Tx } from '../../db/client';
import { tiers, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import { markPassesChanged } from '../wallet/pass-changes';

type TierRow = typeof tiers.$inferSelect;

export const multiplierOf = (row: TierRow) => row.multiplierPercent / 100;

export function checkTierLanguages(body: TierBody, languages: string[]) {
  for (const field of ['name', 'benefits', 'pictures'] as const) {
    const unknown = Object.keys(body[field]).filter((lang) => !languages.includes(lang));
    if (unknown.length) throw badRequest('ValidationError', `The ${field} is in a language this programme does not offer: ${unknown.join(', ')}.`, { field });
  }
  const missing = languages.filter((lang) => !body.name[lang]);
  if (missing.length) throw badRequest('ValidationError', `Give the name in every language; missing: ${missing.join(', ')}.`, { field: 'name' });
}

function consoleTier(row: TierRow, members: number): ConsoleTier {
  return {
    id: row.id,
    name: row.name,
    benefits: row.benefits,
    pictures: row.pictures,
    threshold: row.threshold,
    multiplier: multiplierOf(row),
    is_base: row.isBase,
    members,
  };
}

export async function listConsoleTiers(db: Db): Promise<ConsoleTier[]> {
  const rows = await db.select().from(tiers).orderBy(asc(tiers.threshold));
  const counts = await db.select({ tierId: users.tierId, members: count() }).from(users).groupBy(users.tierId);
  const byTier = new Map(counts.map((c) => [c.tierId, Number(c.members)]));
  return rows.map((row) => consoleTier(row, byTier.get(row.id) ?? 0));
}

async function lockTier(tx: Tx, id: number): Promise<TierRow> {
  const [row] = await tx.select().from(tiers).where(eq(tiers.id, id)).for('update');
  if (!row) throw notFound('TierNotFound', 'There is no such tier.');
  return row;
}

async function checkThresholdFree(tx: Tx, threshold: number, id: number | null) {
  const [taken] = await tx.select({ id: tiers.id }).from(tiers).where(eq(tiers.threshold, threshold));
  if (taken && taken.id !== id) {
    throw badRequest('TierThresholdTaken', `Another tier already starts at ${threshold} points; give each tier its own threshold.`, { field: 'threshold' });
  }
}

const values = (body: TierBody) => ({
  name: body.name,
  benefits: Object.fromEntries(Object.entries(body.benefits).filter(([, text]) => text)),
  pictures: body.pictures,
  threshold: body.threshold,
  multiplierPercent: Math.round(body.multiplier * 100),
  updatedAt: new Date(),
});

/** A tier as the audit log keeps it. */
const audited = (tier: Pick<TierRow, 'name' | 'benefits' | 'pictures' | 'threshold' | 'multiplierPercent'>) => ({
  name: tier.name,
  benefits: tier.benefits,
  pictures: tier.pictures,
  threshold: tier.threshold,
  multiplier: tier.multiplierPercent / 100,
});

const tierCount = async (tx: Tx) => Number((await tx.select({ n: count() }).from(tiers))[0]?.n ?? 0);

/** Members whose window's points already reach a higher tier move up now (reason 'console'). */
async function moveUpWhoQualifies(tx: Tx) {
  await tx.execute(sql`select change_member_tier(u.id, best.id, 'console', now())
    from users u
    join tiers cur on cur.id = u.tier_id
    cross join lateral (select t.id, t.threshold from tiers t where t.threshold <= u.tier_points order by t.threshold desc limit 1) best
    where best.threshold > cur.threshold`);
}

export async function createTier(db: Db, staffId: number, body: TierBody): Promise<number> {
  if (body.threshold === 0) throw badRequest('TierThresholdTaken', 'The base tier already starts at 0 points; a new tier needs more.', { field: 'threshold' });
  return db.transaction(async (tx) => {
    await checkThresholdFree(tx, body.threshold, null);
    const [row] = await tx.insert(tiers).values(values(body)).returning({ id: tiers.id });
    if ((await tierCount(tx)) === 2) await markPassesChanged(tx);
    await moveUpWhoQualifies(tx);
    await writeAudit(tx, { staffId, action: 'tier.create', entityType: 'tier', entityId: row!.id, after: audited(values(body)) });
    return row!.id;
  });
}

export async function updateTier(db: Db, staffId: number, id: number, body: TierBody): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockTier(tx, id);
    if (row.isBase && body.threshold !== 0) throw badRequest('BaseTierFixed', 'The base tier always starts at 0 points.', { field: 'threshold' });
    if (!row.isBase && body.threshold === 0) throw badRequest('TierThresholdTaken', 'Only the base tier starts at 0 points.', { field: 'threshold' });
    await checkThresholdFree(tx, body.threshold, id);
    await tx.update(tiers).set(values(body)).where(eq(tiers.id, id));
    if (!isDeepStrictEqual(row.name, body.name)) await markPassesChanged(tx, id);
    await moveUpWhoQualifies(tx);
    await writeAudit(tx, { staffId, action: 'tier.update', entityType: 'tier', entityId: id, before: audited(row), after: audited(values(body)) });
  });
}

export async function deleteTier(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockTier(tx, id);
    if (row.isBase) throw badRequest('BaseTierFixed', 'The base tier always exists; it cannot be deleted.');
    await tx.execute(sql`select change_member_tier(u.id,
        (select t.id from tiers t where t.threshold < ${row.threshold} order by t.threshold desc limit 1), 'console', now())
      from users u where u.tier_id = ${id}`);
    await tx.execute(sql`delete from tier_pending_drops where to_tier_id = ${id}`);
    await tx.delete(tiers).where(eq(tiers.id, id));
    if ((await tierCount(tx)) === 1) await markPassesChanged(tx);
    await writeAudit(tx, { staffId, action: 'tier.delete', entityType: 'tier', entityId: id, before: audited(row) });
  });
}
