// A member's tier and the progress to the next one (the app's dashboard, profile and My card, and
// the partner API): the programme's tiers, lowest first, and where the member's window points stand.
import { asc, desc, eq } from 'drizzle-orm';
import type { MemberTier, TierSummary } from '../../../contract/tiers';
import type { Db } from '../../db/client';
import { tierChanges, tierPendingDrops, tiers, users } from '../../db/schema';
import { notFound } from '../../errors';
import { text, type Locale } from '../economy/locale';
import { multiplierOf } from './tier-catalogue';
import { readTierRules } from './tier-rules';

type TierRow = typeof tiers.$inferSelect;

export function tierSummary(row: TierRow, locale: Locale): TierSummary {
  return {
    id: row.id,
    name: text(row.name, locale),
    benefits: text(row.benefits, locale),
    picture_id: row.pictures[locale.lang] ?? row.pictures[locale.fallback] ?? Object.values(row.pictures)[0] ?? null,
    threshold: row.threshold,
    multiplier: multiplierOf(row),
    is_base: row.isBase,
  };
}

export async function memberTier(db: Db, userId: number, locale: Locale): Promise<MemberTier> {
  const [member] = await db
    .select({ tierId: users.tierId, points: users.tierPoints, reviewAt: users.tierReviewAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw notFound('UserNotFound', 'No such user.');
  const [rows, rules, [drop], [change]] = await Promise.all([
    db.select().from(tiers).orderBy(asc(tiers.threshold)),
    readTierRules(db),
    db.select({ dropAt: tierPendingDrops.dropAt }).from(tierPendingDrops).where(eq(tierPendingDrops.userId, userId)),
    db
      .select({ id: tierChanges.id, direction: tierChanges.direction, at: tierChanges.createdAt })
      .from(tierChanges)
      .where(eq(tierChanges.userId, userId))
      .orderBy(desc(tierChanges.id))
      .limit(1),
  ]);
  const index = Math.max(0, rows.findIndex((row) => row.id === member.tierId));
  const current = rows[index]!;
  const next = rows[index + 1] ?? null;
  const span = next ? next.threshold - current.threshold : 0;
  const progress = next ? Math.min(1, Math.max(0, (member.points - current.threshold) / span)) : 1;
  return {
    tier: tierSummary(current, locale),
    next: next && tierSummary(next, locale),
    points_in_window: member.points,
    points_to_next: next ? Math.max(0, next.threshold - member.points) : null,
    progress,
    window: { kind: rules.window_kind, days: rules.window_days },
    review_at: member.reviewAt?.toISOString() ?? null,
    drop_at: drop?.dropAt.toISOString() ?? null,
    tiers: rows.map((row) => tierSummary(row, locale)),
    last_change: change ? { id: change.id, direction: change.direction, at: change.at.toISOString() } : null,
  };
}
