// transferPoints: one statement locks both users (in id order, so opposite transfers cannot
// deadlock), debits the sender and credits the recipient through the ledger; both histories get a
// row naming the other person. The sum of all balances never changes.
//
// A sender who could not send anyway learns nothing about who is a member: without enough points,
// the answer is TransferNotPossible whether or not the phone number belongs to one.
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimArguments, claimInUse } from '../../db/effect-claim';
import { prepared } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { countsAsEarning } from '../ledger';
import { publicName } from './user-locks';

export interface TransferOutcome {
  balance: number;
  recipientName: string;
}

const notPossible = () =>
  badRequest('TransferNotPossible', 'This transfer cannot be made: check the phone number and that you have enough points.');

// Both sides of a transfer in one prepared statement (db/prepared.ts): the sender, and the active member
// with the recipient's phone (the sender too when it is their own number).
const partiesQuery = (db: Db) =>
  prepared(db, 'transfer_parties', (d, name) =>
    d
      .select({
        id: users.id,
        points: users.points,
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        isRecipient: sql<boolean>`(${and(eq(users.phone, sql.placeholder('phone')), isNotNull(users.termsAcceptedAt), isNull(users.deactivatedAt))}) is true`,
      })
      .from(users)
      .where(
        or(
          eq(users.id, sql.placeholder('sender')),
          and(eq(users.phone, sql.placeholder('phone')), isNotNull(users.termsAcceptedAt), isNull(users.deactivatedAt)),
        ),
      )
      .prepare(name),
  );

/** The sender and the recipient (undefined when no active member has the phone); sending to oneself is refused. */
async function readParties(db: Db, senderId: number, recipientPhone: string) {
  const rows = await partiesQuery(db).execute({ sender: senderId, phone: recipientPhone });
  const recipient = rows.find((row) => row.isRecipient);
  if (recipient?.id === senderId) throw badRequest('CannotTransferToSelf', 'You cannot send points to yourself.');
  const sender = rows.find((row) => row.id === senderId);
  if (!sender) throw new AppError(404, 'UserNotFound', 'No such user.');
  return { sender, recipient };
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
  const { sender, recipient } = await readParties(db, senderId, input.recipientPhone);
  if (sender.points < input.points) throw notPossible();
  if (!recipient) throw recipientNotFound();
  return { recipientName: publicName(recipient) };
}

interface Transferred {
  outcome: 'done' | 'no_sender' | 'not_possible' | 'no_recipient' | 'claim_lost';
  balance: number | null;
}

/**
 * One statement after the names are read, the database function transfer_points (migration 0011): it locks
 * both members in id order, checks the sender's balance, marks the request's Idempotency-Key claim and
 * posts the debit and the credit through the ledger. The names in the history titles are read before.
 */
export async function transferPoints(
  db: Db,
  senderId: number,
  input: { recipientPhone: string; points: number },
): Promise<TransferOutcome> {
  const { sender, recipient } = await readParties(db, senderId, input.recipientPhone);
  const to = recipient ? publicName(recipient) : '';
  const from = publicName(sender);
  const sentTitle = { en: `Points sent to ${to}`, lt: `Taškai pervesti: ${to}` };
  const receivedTitle = { en: `Points received from ${from}`, lt: `Gauti taškai iš: ${from}` };
  const received = countsAsEarning('points_transfer') ? input.points : 0;
  const [row] = await queryRows<Transferred>(
    db,
    sql`select outcome, balance from transfer_points(${senderId}::int, ${recipient?.id ?? null}::int, ${input.points}::int,
      ${JSON.stringify(sentTitle)}::jsonb, ${JSON.stringify(receivedTitle)}::jsonb, ${received}::int, ${claimArguments()})`,
  );
  switch (row?.outcome) {
    case 'done':
      return { balance: row.balance!, recipientName: to };
    case 'not_possible':
      throw notPossible();
    case 'no_recipient':
      throw recipientNotFound();
    case 'claim_lost':
      throw claimInUse();
    default:
      throw new AppError(404, 'UserNotFound', 'No such user.');
  }
}
