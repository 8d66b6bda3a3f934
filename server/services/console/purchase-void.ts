// Voiding a till purchase: its points go back out through the ledger (a reversing debit, so a balance
// never goes below zero: a member who spent them already answers NotEnoughPoints), with the reason,
// once. The receipt number is free again for a corrected purchase.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tillPurchases } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { debit } from '../economy/ledger';
import { writeAudit } from '../staff/audit';

export const VOID_TITLE = { en: 'Purchase voided', lt: 'Pirkinys anuliuotas' };

export async function voidPurchase(db: Db, staffId: number, userId: number, purchaseId: number, reason: string) {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(tillPurchases)
      .where(and(eq(tillPurchases.id, purchaseId), eq(tillPurchases.userId, userId)))
      .for('update');
    if (!purchase) throw notFound('PurchaseNotFound', 'This member has no such purchase.');
    if (purchase.voidedAt) throw new AppError(409, 'PurchaseVoided', 'This purchase has been voided already.');
    const posted = await debit(tx, { userId, points: purchase.points, kind: 'manual_award', title: VOID_TITLE });
    const [after] = await tx
      .update(tillPurchases)
      .set({ voidedAt: new Date(), voidedBy: staffId, voidReason: reason, voidLedgerId: posted.ledgerId })
      .where(eq(tillPurchases.id, purchaseId))
      .returning();
    await writeAudit(tx, {
      staffId,
      action: 'member.purchase_void',
      entityType: 'member',
      entityId: userId,
      before: { points: posted.balance + purchase.points, purchase_id: purchaseId, voided_at: null },
      after: { points: posted.balance, purchase_id: purchaseId, receipt_number: purchase.receiptNumber, reason, ledger_id: posted.ledgerId },
    });
    return { balance: posted.balance, voided_at: after!.voidedAt!.toISOString() };
  });
}
