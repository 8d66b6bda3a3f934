// A till marks a reward used (POST /api/partner/rewards/{code}/redeem, and the console's till mode).
// One conditional update, so two tills scanning the same code at once cannot both accept it.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { PartnerRewardRedeemed } from '../../../contract/economy';
import type { Db, Tx } from '../../db/client';
import { prizes, rewards } from '../../db/schema';
import { AppError } from '../../errors';
import { text, type Locale } from './locale';
import { rewardNotFound } from './rewards';

export async function redeemRewardAtTill(db: Db | Tx, rawCode: string, locale: Locale): Promise<PartnerRewardRedeemed> {
  const code = rawCode.trim().toUpperCase();
  const [used] = await db
    .update(rewards)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(rewards.rewardCode, code),
        isNull(rewards.usedAt),
        or(isNull(rewards.validTill), gt(rewards.validTill, sql`now()`)),
      ),
    )
    .returning();
  if (!used) {
    const [existing] = await db.select().from(rewards).where(eq(rewards.rewardCode, code)).limit(1);
    if (!existing) throw rewardNotFound();
    if (existing.usedAt) {
      throw new AppError(409, 'RewardAlreadyUsed', `This reward was already used on ${existing.usedAt.toISOString()}.`);
    }
    throw new AppError(410, 'RewardExpired', 'This reward has expired.');
  }
  const [prize] = await db.select({ name: prizes.name }).from(prizes).where(eq(prizes.id, used.prizeId)).limit(1);
  return {
    success: true,
    reward_id: used.id,
    reward_code: used.rewardCode,
    prize_id: used.prizeId,
    prize_name: text(prize?.name, locale),
    used_at: (used.usedAt ?? new Date()).toISOString(),
  };
}
