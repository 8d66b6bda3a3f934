// transferPoints: one transaction locks both users (in id order, so opposite transfers cannot
// deadlock), debits the sender and credits the recipient through the ledger; both histories get a
// row naming the other person. The sum of all balances never changes.
//
// A sender who could not send anyway learns nothing about who is a member: without enough points,
// the answer is TransferNotPossible whether or not the phone number belongs to one.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { credit, debit } from '../ledger';
import { lockUsers, publicName } from './user-locks';

export interface TransferOutcome {
  balance: number;
  recipientName: string;
}

const notPossible = () =>
  badRequest('TransferNotPossible', 'This transfer cannot be made: check the phone number and that you have enough points.');

/** The active member with this phone, or undefined; sending to oneself is refused. */
async function findRecipient(db: Db | Tx, senderId: number, recipientPhone: string) {
  const [recipient] = await db
    .select({ id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.phone, recipientPhone), isNotNull(users.termsAcceptedAt), isNull(users.deactivatedAt)))
    .limit(1);
  if (recipient?.id === senderId) throw badRequest('CannotTransferToSelf', 'You cannot send points to yourself.');
  return recipient;
}

const recipientNotFound = () => new AppError(404, 'RecipientNotFound', 'There is no member with this phone number.');

/**
 * The check before the confirmation: the recipient's masked name, only for a transfer the sender may make
 * now. The same errors, in the same order, as transferPoints, so it reveals nothing more than sending.
 */
export async function previewTransfer(
  db: Db,
  senderId: number,
  input: { recipientPhone: string; points: number },
): Promise<{ recipientName: string }> {
  const recipient = await findRecipient(db, senderId, input.recipientPhone);
  const [sender] = await db.select({ points: users.points }).from(users).where(eq(users.id, senderId)).limit(1);
  if (!sender || sender.points < input.points) throw notPossible();
  if (!recipient) throw recipientNotFound();
  return { recipientName: publicName(recipient) };
}

export async function transferPoints(
  db: Db,
  senderId: number,
  input: { recipientPhone: string; points: number },
): Promise<TransferOutcome> {
  return db.transaction(async (tx) => {
    const recipient = await findRecipient(tx, senderId, input.recipientPhone);
    const locked = await lockUsers(tx, recipient ? [senderId, recipient.id] : [senderId]);
    const sender = locked.get(senderId)!;
    if (sender.points < input.points) throw notPossible();
    if (!recipient) throw recipientNotFound();
    const receiver = locked.get(recipient.id)!;
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
