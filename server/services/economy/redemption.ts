// redeemPrize: buys a reward with points. One transaction locks the user's row, checks the prize and
// the balance, takes stock with a conditional update, creates the reward and debits the points
// through the ledger; concurrent redeems queue on the row lock, so points are never spent twice.
import { and, eq } from 'drizzle-orm';
import type { Reward } from '../../../src/api/contract/economy';
import type { Db } from '../../db/client';
import { prizes } from '../../db/schema';
import { badRequest } from '../../errors';
import { debit } from '../ledger';
import { MAX_ID } from './constants';
import type { Locale } from './locale';
import { prizeNotFound } from './prize-catalog';
import { issueReward, outOfStock, toReward } from './rewards';
import { lockUser } from './user-locks';

export async function redeemPrize(db: Db, userId: number, prizeId: number, locale: Locale): Promise<Reward> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const [prize] =
      prizeId <= MAX_ID
        ? await tx
            .select()
            .from(prizes)
            .where(and(eq(prizes.id, prizeId), eq(prizes.active, true)))
            .limit(1)
        : [];
    if (!prize) throw prizeNotFound(prizeId);
    if (!prize.redeemable) {
      throw badRequest('PrizeNotRedeemable', 'This prize is given by a challenge and cannot be bought with points.');
    }
    if (prize.itemsLeft !== null && prize.itemsLeft <= 0) throw outOfStock();
    if (user.points < prize.value) {
      throw badRequest('NotEnoughPoints', `Not enough points: you have ${user.points}, this prize needs ${prize.value}.`, {
        points: user.points,
        required: prize.value,
      });
    }
    const reward = await issueReward(tx, prize, { userId });
    if (prize.value > 0) {
      await debit(tx, {
        userId,
        points: prize.value,
        kind: 'redemption',
        title: prize.name,
        prizeId: prize.id,
        rewardId: reward.id,
      });
    }
    return toReward(reward, prize, locale);
  });
}
