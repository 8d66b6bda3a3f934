// The demo programme's tiers: Bronze (the base tier, 0 points), Silver and Gold, in a rolling year.
// Seeded after the demo members' history, so their balances are what the history wrote; each member
// then stands in the tier their year's points reach (as the console does when a tier is added).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { tierRules, tiers } from '../db/schema';

export const DEMO_TIERS = [
  {
    name: { en: 'Silver', lt: 'Sidabrinis' },
    benefits: { en: '10% more points on every earning and early access to new prizes.', lt: '10 % daugiau taškų už kiekvieną pelną ir ankstesnė prieiga prie naujų prizų.' },
    threshold: 250,
    multiplierPercent: 110,
  },
  {
    name: { en: 'Gold', lt: 'Auksinis' },
    benefits: { en: '25% more points on every earning, birthday surprise and priority service.', lt: '25 % daugiau taškų už kiekvieną pelną, gimtadienio staigmena ir aptarnavimas be eilės.' },
    threshold: 750,
    multiplierPercent: 125,
  },
];

export async function seedTiers(tx: Tx): Promise<void> {
  await tx
    .update(tiers)
    .set({ name: { en: 'Bronze', lt: 'Bronzinis' }, benefits: { en: 'Collect points for challenges and purchases.', lt: 'Rinkite taškus už iššūkius ir pirkinius.' } })
    .where(eq(tiers.isBase, true));
  await tx.insert(tiers).values(DEMO_TIERS);
  await tx.update(tierRules).set({ windowKind: 'rolling', windowDays: 365, graceDays: 30, dropOneAtMost: true });
  await tx.execute(sql`select change_member_tier(u.id, best.id, 'earning', now())
    from users u
    cross join lateral (select t.id from tiers t where t.threshold <= u.tier_points order by t.threshold desc limit 1) best
    where best.id <> u.tier_id`);
}
