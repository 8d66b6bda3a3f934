// applyPromoCode: a single-use code can be applied once in total, a multi-use code once per user.
// The user's row is locked first (inserting a use takes a key-share lock on it through the foreign
// key; taking FOR UPDATE only afterwards would let two codes of one user deadlock), then single-use
// codes are locked while checked, and every use is a row whose primary key (code, user) turns a
// parallel second use into "already used".
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodeUses, promoCodes } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { credit } from './ledger';
import { lockUser } from './user-locks';

const invalid = () => badRequest('PromoCodeInvalid', 'This promo code is not valid.');
const alreadyUsed = () => new AppError(409, 'PromoCodeAlreadyUsed', 'This promo code has already been used.');

export async function applyPromoCode(
  db: Db,
  userId: number,
  rawCode: string,
): Promise<{ points: number; balance: number }> {
  const code = rawCode.trim();
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const byCode = sql`lower(${promoCodes.code}) = lower(${code})`;
    let [promo] = await tx.select().from(promoCodes).where(byCode).limit(1);
    if (promo && !promo.multiUse) [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promo.id)).for('update');
    const now = Date.now();
    if (!promo || promo.points <= 0 || (promo.validFrom && promo.validFrom.getTime() > now)) throw invalid();
    if (promo.validTill && promo.validTill.getTime() <= now) {
      throw badRequest('PromoCodeExpired', 'This promo code has expired.');
    }
    if (!promo.multiUse) {
      const [anyUse] = await tx
        .select({ userId: promoCodeUses.userId })
        .from(promoCodeUses)
        .where(eq(promoCodeUses.promoCodeId, promo.id))
        .limit(1);
      if (anyUse) throw alreadyUsed();
    }
    const [use] = await tx
      .insert(promoCodeUses)
      .values({ promoCodeId: promo.id, userId })
      .onConflictDoNothing()
      .returning({ userId: promoCodeUses.userId });
    if (!use) throw alreadyUsed();
    const shown = promo.code.toUpperCase();
    const { balance } = await credit(tx, {
      userId,
      points: promo.points,
      kind: 'promo_code',
      title: { en: `Promo code ${shown}`, lt: `Akcijos kodas ${shown}` },
    });
    return { points: promo.points, balance };
  });
}
