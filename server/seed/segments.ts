// Demo segments, so the console's Segments page and every Audience picker have something to show:
// members active this month, and the members of the upper tiers.
import { ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { segments, tiers } from '../db/schema';
import type { SegmentRules } from '../../contract/console/segments';
import { refreshSegment } from '../services/segments/membership';

export async function seedSegments(tx: Tx): Promise<void> {
  const upper = await tx.select({ id: tiers.id }).from(tiers).where(ne(tiers.isBase, true));
  const demo: Array<{ name: string; rules: SegmentRules }> = [
    { name: 'Active in the last 30 days', rules: { match: 'all', rules: [{ kind: 'active_within', days: 30 }] } },
    ...(upper.length ? [{ name: 'Silver and Gold members', rules: { match: 'all' as const, rules: [{ kind: 'tier' as const, tier_ids: upper.map((t) => t.id) }] } }] : []),
  ];
  for (const segment of demo) {
    const [row] = await tx.insert(segments).values(segment).returning({ id: segments.id });
    await refreshSegment(tx, row!.id);
  }
}
