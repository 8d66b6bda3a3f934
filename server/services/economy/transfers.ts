// transferPoints: one statement finds the recipient by phone, locks both users (in id order, so opposite
// transfers cannot deadlock), debits the sender and credits the recipient through the ledger; both
// histories get a row naming the other person. The sum of all balances never changes.
//
// A sender who could not send anyway learns nothing about who is a member: without enough points,
// the answer is TransferNotPossible whether or not the phone number belongs to one.
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimArguments, claimInUse } from '../../db/effect-claim';
import { prepared } from '../../db/prepared';
import { preparedRows } from '../../db/rows';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { countsAsEarning } from './ledger';
import { pointsPending } from './points-pending';
import { publicName } from './user-locks';

export interface TransferOutcome {
  balance: number;
  recipientName: string;
}

const notPossible = () =>
  badRequest('TransferNotPossible', 'This transfer cannot be made: check the phone number and that you have enough points.');

const toSelf = () => badRequest('CannotTransferToSelf', 'You cannot send points to yourself.');
const userNotFound = () => new AppError(404, 'UserNotFound', 'No such user.');
const recipientNotFound = () => new AppError(404, 'RecipientNotFound', 'There is no member with this phone number.');

// The preview's two sides in one prepared statement (db/prepared.ts): the sender, and the active member
// with the recipient's phone (the sender too when it is their own number).
const partiesQuery = (db: Db) =>
  prepared(db, 'transfer_parties', (d, name) =>
    d
      .select({
        id: users.id,
        points: users.points,
        name: publicName,
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
  if (recipient?.id === senderId) throw toSelf();
  const sender = rows.find((row) => row.id === senderId);
  if (!sender) throw userNotFound();
  return { sender, recipient };
}

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
  const [held] = await preparedRows<{ expired: number; pending: number }>(
    db,
    sql`select expired_points(${senderId}::int) as expired, pending_points(${senderId}::int) as pending`,
  );
  const spendable = sender.points - (held?.expired ?? 0);
  if (spendable < input.points) throw notPossible();
  if (spendable - (held?.pending ?? 0) < input.points) throw pointsPending(input.points);
  if (!recipient) throw recipientNotFound();
  return { recipientName: recipient.name };
}

interface Transferred {
  outcome: 'done' | 'to_self' | 'no_sender' | 'not_possible' | 'points_pending' | 'no_recipient' | 'claim_lost';
  balance: number | null;
  recipient_name: string | null;
}

/** History titles; the database puts the other person's public name in place of {name}. */
const SENT_TITLE = { en: 'Points sent to {name}', lt: 'Taškai pervesti: {name}' };
const RECEIVED_TITLE = { en: 'Points received from {name}', lt: 'Gauti taškai iš: {name}' };

/**
 * One statement, the database function send_points (server/db/functions/send_points.sql): it finds the recipient by phone,
 * locks both members in id order, checks the sender's balance, marks the request's Idempotency-Key claim
 * and posts the debit and the credit through the ledger, with both names in the history titles.
 */
export async function transferPoints(
  db: Db,
  senderId: number,
  input: { recipientPhone: string; points: number },
): Promise<TransferOutcome> {
  const received = countsAsEarning('points_transfer') ? input.points : 0;
  const [row] = await preparedRows<Transferred>(
    db,
    sql`select outcome, balance, recipient_name from send_points(${senderId}::int, ${input.recipientPhone}::text, ${input.points}::int,
      ${JSON.stringify(SENT_TITLE)}::jsonb, ${JSON.stringify(RECEIVED_TITLE)}::jsonb, ${received}::int, ${claimArguments()})`,
  );
  switch (row?.outcome) {
    case 'done':
      return { balance: row.balance!, recipientName: row.recipient_name! };
    case 'to_self':
      throw toSelf();
    case 'not_possible':
      throw notPossible();
    case 'points_pending':
      throw pointsPending(input.points);
    case 'no_recipient':
      throw recipientNotFound();
    case 'claim_lost':
      throw claimInUse();
    default:
      throw userNotFound();
  }
}
