// transferPoints: one transaction locks both users (in id order, so opposite transfers cannot
// deadlock), debits the sender and credits the recipient through the ledger; both histories get a
// row naming the other person. The sum of all balances never changes.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { credit, debit } from '../ledger';
import { lockUsers, publicName } from './user-locks';

export interface TransferOutcome {
  balance: number;
  recipientName: string;
}

export async function transferPoints(
  db: Db,
  senderId: number,
  input: { recipientPhone: string; points: number },
): Promise<TransferOutcome> {
  return db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, input.recipientPhone), isNotNull(users.termsAcceptedAt), isNull(users.deactivatedAt)))
      .limit(1);
    if (!recipient) throw new AppError(404, 'RecipientNotFound', 'There is no member with this phone number.');
    if (recipient.id === senderId) throw badRequest('CannotTransferToSelf', 'You cannot send points to yourself.');
    const locked = await lockUsers(tx, [senderId, recipient.id]);
    const sender = locked.get(senderId)!;
    const receiver = locked.get(recipient.id)!;
    if (sender.points < input.points) {
      throw badRequest('NotEnoughPoints', `Not enough points: you have ${sender.points}, this needs ${input.points}.`, {
        points: sender.points,
        required: input.points,
      });
    }
    const to = publicName(receiver);
    const from = publicName(sender);
    const sent = await debit(tx, {
      userId: sender.id,
      points: input.points,
      kind: 'points_transfer',
      title: { en: `Points sent to ${to}`, lt: `Taškai pervesti: ${to}` },
      counterpartyUserId: receiver.id,
    });
    await credit(tx, {
      userId: receiver.id,
      points: input.points,
      kind: 'points_transfer',
      title: { en: `Points received from ${from}`, lt: `Gauti taškai iš: ${from}` },
      counterpartyUserId: sender.id,
    });
    return { balance: sent.balance, recipientName: to };
  });
}
