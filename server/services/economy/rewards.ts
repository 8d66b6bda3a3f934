// Rewards: issuing one for a prize (stock taken with a conditional update, a unique code that fits the
// prize's code_media and barcode_type), the user's views of them, and marking them used.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Reward } from '../../../contract/economy';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { prizes, rewards } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { MAX_ID, REWARD_CODE_ATTEMPTS } from './constants';
import { iso, text, type Locale } from './locale';
import { prizeNotFound } from './prize-catalog';
import { generateRewardCode } from './reward-codes';

type PrizeRow = typeof prizes.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;

const DAY_MS = 24 * 3600 * 1000;

export const rewardNotFound = () => notFound('RewardNotFound', 'There is no such reward.');
export const outOfStock = () => new AppError(409, 'PrizeOutOfStock', 'Sorry, this prize is out of stock.');

interface IssuedRow {
  id: number;
  reward_code: string;
  created_at: Date | string;
}

/** Codes to try for a new reward of the prize, in order, until one nobody has is found. */
export const codeCandidates = (prize: Pick<PrizeRow, 'codeMedia' | 'barcodeType'>) =>
  Array.from({ length: REWARD_CODE_ATTEMPTS }, () => generateRewardCode(prize.codeMedia, prize.barcodeType));

/** Codes as one text[] argument (codes are letters and digits, never commas). */
export const codeArray = (codes: string[]) => sql`string_to_array(${codes.join(',')}::text, ',')`;

export const rewardValidTill = (prize: Pick<PrizeRow, 'validDays'>, from = Date.now()) =>
  prize.validDays > 0 ? new Date(from + prize.validDays * DAY_MS) : null;

/**
 * Takes stock and creates the reward row in one statement, the database function issue_reward
 * (server/db/functions/issue_reward.sql: a conditional update of a limited stock, then the first free code); throws PrizeOutOfStock. Run
 * inside the caller's transaction.
 */
export async function issueReward(
  tx: Tx,
  prize: PrizeRow,
  owner: { userId: number; challengeId?: number | null },
): Promise<RewardRow> {
  const validTill = rewardValidTill(prize);
  const [row] = await queryRows<IssuedRow>(
    tx,
    sql`select id, reward_code, created_at from issue_reward(${owner.userId}::int, ${prize.id}::int,
      ${owner.challengeId ?? null}::int, ${codeArray(codeCandidates(prize))}, ${prize.codeMedia}::text,
      ${prize.barcodeType}::text, ${validTill?.toISOString() ?? null}::timestamptz)`,
  );
  if (!row) throw outOfStock();
  return {
    id: row.id,
    userId: owner.userId,
    prizeId: prize.id,
    challengeId: owner.challengeId ?? null,
    rewardCode: row.reward_code,
    codeMedia: prize.codeMedia,
    barcodeType: prize.barcodeType,
    validTill,
    usedAt: null,
    createdAt: new Date(row.created_at),
  };
}

/**
 * Gives the user a reward of the prize without taking points (prize challenges). Takes stock;
 * throws PrizeNotFound or PrizeOutOfStock. Run inside the caller's transaction.
 */
export async function createRewardForPrize(
  tx: Tx,
  input: { userId: number; prizeId: number; challengeId?: number | null },
): Promise<RewardRow> {
  const [prize] =
    input.prizeId <= MAX_ID
      ? await tx
          .select()
          .from(prizes)
          .where(and(eq(prizes.id, input.prizeId), eq(prizes.active, true)))
          .limit(1)
      : [];
  if (!prize) throw prizeNotFound(input.prizeId);
  return issueReward(tx, prize, input);
}

/** The answer for one reward row and its prize (for example the one redeemPrize just created). */
export function toReward(reward: RewardRow, prize: Pick<PrizeRow, 'name' | 'imageId'>, locale: Locale): Reward {
  return {
    id: reward.id,
    prize_id: reward.prizeId,
    name: text(prize.name, locale),
    image_id: prize.imageId,
    code_media: reward.codeMedia,
    reward_code: reward.rewardCode,
    barcode_type: reward.barcodeType,
    valid_till: iso(reward.validTill),
    creation_date: reward.createdAt.toISOString(),
    used: reward.usedAt !== null,
    used_at: iso(reward.usedAt),
  };
}

function selectRewards(db: Db | Tx) {
  return db
    .select({ reward: rewards, prize: { name: prizes.name, imageId: prizes.imageId } })
    .from(rewards)
    .innerJoin(prizes, eq(prizes.id, rewards.prizeId));
}

/** Unused and not expired, newest first. */
export async function activeRewards(db: Db, userId: number, locale: Locale): Promise<Reward[]> {
  const rows = await selectRewards(db)
    .where(
      and(
        eq(rewards.userId, userId),
        isNull(rewards.usedAt),
        or(isNull(rewards.validTill), gt(rewards.validTill, sql`now()`)),
      ),
    )
    .orderBy(desc(rewards.createdAt), desc(rewards.id));
  return rows.map((r) => toReward(r.reward, r.prize, locale));
}

/** One of the user's own rewards, used or not; another user's reward is "not found". */
export async function userReward(db: Db, userId: number, rewardId: number, locale: Locale): Promise<Reward> {
  if (rewardId > MAX_ID) throw rewardNotFound();
  const [row] = await selectRewards(db)
    .where(and(eq(rewards.id, rewardId), eq(rewards.userId, userId)))
    .limit(1);
  if (!row) throw rewardNotFound();
  return toReward(row.reward, row.prize, locale);
}

/** The user marks their own reward used; marking it again changes nothing. */
export async function markRewardUsed(db: Db, userId: number, rewardId: number, locale: Locale): Promise<Reward> {
  if (rewardId > MAX_ID) throw rewardNotFound();
  await db
    .update(rewards)
    .set({ usedAt: sql`now()` })
    .where(and(eq(rewards.id, rewardId), eq(rewards.userId, userId), isNull(rewards.usedAt)));
  return userReward(db, userId, rewardId, locale);
}
