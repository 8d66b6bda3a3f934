// redeemPrize: buys a reward with points, in one statement, the database function redeem_prize
// (server/db/functions/redeem_prize.sql). It locks the member's row, checks the prize as it is then and the balance, marks the
// request's Idempotency-Key claim, takes stock with a conditional update, issues the reward and debits
// the points through the ledger; concurrent redeems queue on the row lock, so points are never spent
// twice. The prize is read first, from what the process keeps (prize-cache.ts), for what the reward's
// code looks like.
import { sql } from 'drizzle-orm';
import type { Reward } from '../../../contract/economy';
import type { Db } from '../../db/client';
import { claimArguments, claimInUse } from '../../db/effect-claim';
import { preparedRows, sqlState } from '../../db/rows';
import { AppError, badRequest } from '../../errors';
import { pointsRedeemed, redemptions } from '../../observability/metrics';
import { mayUse } from '../segments/visibility';
import { MAX_ID } from './constants';
import { pointsPending } from './points-pending';
import type { Locale } from './locale';
import { activePrize } from './prize-cache';
import { prizeNotFound } from './prize-catalog';
import { codeArray, codeCandidates, outOfStock, rewardValidTill, toReward } from './rewards';

interface Redeemed {
  outcome: 'done' | 'no_user' | 'no_prize' | 'not_redeemable' | 'out_of_stock' | 'not_enough' | 'points_pending' | 'claim_lost';
  points: number | null;
  price: number | null;
  reward_id: number | null;
  reward_code: string | null;
  created_ms: number | null;
}

const notRedeemable = () =>
  badRequest('PrizeNotRedeemable', 'This prize is given by a challenge and cannot be bought with points.');

/** The database's word for what went wrong, as the member's error. */
function refusal(row: Redeemed, prizeId: number): AppError {
  switch (row.outcome) {
    case 'no_user':
      return new AppError(404, 'UserNotFound', 'No such user.');
    case 'not_redeemable':
      return notRedeemable();
    case 'out_of_stock':
      return outOfStock();
    case 'not_enough':
      return badRequest('NotEnoughPoints', `Not enough points: you have ${row.points}, this prize needs ${row.price}.`, {
        points: row.points,
        required: row.price,
      });
    case 'points_pending':
      return pointsPending(row.price ?? 0);
    case 'claim_lost':
      return claimInUse();
    default:
      return prizeNotFound(prizeId);
  }
}

/** PostgreSQL's error code when the prize ran out between the check and taking the stock. */
const RAN_OUT = 'LY409';

export async function redeemPrize(db: Db, userId: number, prizeId: number, locale: Locale): Promise<Reward> {
  const prize = prizeId <= MAX_ID ? await activePrize(db, prizeId) : undefined;
  // Outside the prize's segment it is as if there were no such prize.
  if (!prize || !(await mayUse(db, userId, prize.segmentId))) throw prizeNotFound(prizeId);
  if (!prize.redeemable) throw notRedeemable();
  const validTill = rewardValidTill(prize);
  let row: Redeemed | undefined;
  try {
    [row] = await preparedRows<Redeemed>(
      db,
      sql`select * from redeem_prize(${userId}::int, ${prize.id}::int, ${codeArray(codeCandidates(prize))},
        ${prize.codeMedia}::text, ${prize.barcodeType}::text, ${validTill?.toISOString() ?? null}::timestamptz,
        ${JSON.stringify(prize.name)}::jsonb, ${claimArguments()})`,
    );
  } catch (err) {
    if (sqlState(err) === RAN_OUT) throw outOfStock();
    throw err;
  }
  if (row?.outcome !== 'done' || row.reward_id === null || row.reward_code === null || row.created_ms === null) {
    throw refusal(row ?? ({ outcome: 'no_prize' } as Redeemed), prizeId);
  }
  // Committed by now (redeem_prize is one statement): counted once, by the process that ran it.
  redemptions.inc();
  pointsRedeemed.inc(row.price ?? prize.value);
  return toReward(
    {
      id: row.reward_id,
      userId,
      prizeId: prize.id,
      challengeId: null,
      rewardCode: row.reward_code,
      codeMedia: prize.codeMedia,
      barcodeType: prize.barcodeType,
      validTill,
      usedAt: null,
      createdAt: new Date(row.created_ms),
    },
    prize,
    locale,
  );
}
