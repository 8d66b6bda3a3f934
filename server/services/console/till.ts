// Till mode: a scanned code is a reward (shown, then marked used exactly once) or a member card (the
// member, then points for a purchase). Each change is audited in its own transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizes, rewards, tillPurchases, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { text, type Locale } from '../economy/locale';
import { redeemRewardAtTill } from '../economy/till';
import { credit } from '../economy/ledger';
import { writeAudit } from '../staff/audit';

export type ScannedCode =
  | {
      kind: 'reward';
      reward: { id: number; code: string; prize_name: string; state: 'active' | 'used' | 'expired'; used_at: string | null; valid_till: string | null };
      member: { id: number; first_name: string | null };
    }
  | { kind: 'member'; member: { id: number; first_name: string | null; last_name: string | null; points: number } };

const unknownCode = () => notFound('CodeNotFound', 'This code is neither a reward nor a member card.');

export async function lookUpCode(db: Db, rawCode: string, locale: Locale): Promise<ScannedCode> {
  const code = rawCode.trim().toUpperCase();
  const [reward] = await db
    .select({ reward: rewards, prizeName: prizes.name, firstName: users.firstName })
    .from(rewards)
    .innerJoin(prizes, eq(prizes.id, rewards.prizeId))
    .innerJoin(users, eq(users.id, rewards.userId))
    .where(eq(rewards.rewardCode, code))
    .limit(1);
  if (reward) {
    const r = reward.reward;
    const state = r.usedAt ? 'used' : r.validTill && r.validTill.getTime() <= Date.now() ? 'expired' : 'active';
    return {
      kind: 'reward',
      reward: {
        id: r.id,
        code: r.rewardCode,
        prize_name: text(reward.prizeName, locale),
        state,
        used_at: r.usedAt?.toISOString() ?? null,
        valid_till: r.validTill?.toISOString() ?? null,
      },
      member: { id: r.userId, first_name: reward.firstName },
    };
  }
  const [member] = await db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, points: users.points, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.cardToken, code))
    .limit(1);
  if (!member || member.deactivatedAt) throw unknownCode();
  const { deactivatedAt: _, ...shown } = member;
  return { kind: 'member', member: shown };
}

export async function markRewardUsedAtTill(db: Db, staffId: number, code: string, locale: Locale) {
  return db.transaction(async (tx) => {
    const used = await redeemRewardAtTill(tx, code, locale);
    await writeAudit(tx, {
      staffId,
      action: 'reward.mark_used',
      entityType: 'reward',
      entityId: used.reward_id,
      before: { used_at: null },
      after: { used_at: used.used_at },
    });
    return used;
  });
}

/** Points for money spent: whole cents times the rate, rounded down. */
export function purchasePoints(amount: number, rate: number): number {
  return Math.floor((Math.round(amount * 100) * rate) / 100);
}

export const PURCHASE_TITLE = { en: 'Purchase', lt: 'Pirkinys' };

export interface Purchase {
  userId: number;
  amount: number;
  rate: number;
  /** The shop's receipt: a receipt earns points once while its purchase stands. */
  receiptNumber?: string | null;
}

export async function awardPurchase(db: Db, staffId: number, { userId, amount, rate, receiptNumber = null }: Purchase) {
  const points = purchasePoints(amount, rate);
  if (points < 1) throw badRequest('PurchaseTooSmall', 'This amount earns no points.', { field: 'amount' });
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).limit(1);
    if (!member || member.deactivatedAt) throw notFound('UserNotFound', 'No such member.');
    const posted = await credit(tx, { userId, points, kind: 'manual_award', title: PURCHASE_TITLE });
    const [purchase] = await tx
      .insert(tillPurchases)
      .values({ userId, staffId, amountCents: Math.round(amount * 100), points, receiptNumber, ledgerId: posted.ledgerId })
      .onConflictDoNothing()
      .returning({ id: tillPurchases.id });
    if (!purchase) throw new AppError(409, 'ReceiptUsed', 'This receipt has earned points already.', { field: 'receipt_number' });
    await writeAudit(tx, {
      staffId,
      action: 'member.purchase_points',
      entityType: 'member',
      entityId: userId,
      before: { points: posted.balance - points },
      after: { points: posted.balance, amount, rate, purchase_id: purchase.id, receipt_number: receiptNumber },
    });
    return { points, balance: posted.balance, purchase_id: purchase.id, receipt_number: receiptNumber };
  });
}
