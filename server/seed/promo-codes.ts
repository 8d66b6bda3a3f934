// Demo promo codes: one every member may use once, one for a single member, one expired.
import type { Tx } from '../db/client';
import { promoCodes } from '../db/schema';

export const PROMO_CODES = [
  { code: 'WELCOME10', points: 10, multiUse: true, validFrom: null, validTill: null },
  { code: 'VIP50', points: 50, multiUse: false, validFrom: null, validTill: null },
  {
    code: 'SUMMER2025',
    points: 25,
    multiUse: true,
    validFrom: new Date('2025-06-01T00:00:00Z'),
    validTill: new Date('2025-08-31T20:59:59Z'),
  },
] as const;

/** Promo code ids by code. */
export async function seedPromoCodes(tx: Tx): Promise<Record<string, number>> {
  const rows = await tx
    .insert(promoCodes)
    .values(PROMO_CODES.map((c) => ({ ...c })))
    .returning({ id: promoCodes.id, code: promoCodes.code });
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}
