// The transfer form's checks, the same the server makes (contract TransferPoints), so most mistakes
// are caught before a request.
import { TRANSFER_MAX_POINTS } from '@contract/limits';
import { phoneDigits, stripLeadingNonDigit } from '@/lib/phone';

export type TransferField = 'recipient_phone' | 'points';
export type TransferProblem =
  | 'PhoneRequired'
  | 'PhoneInvalid'
  | 'CannotTransferToSelf'
  | 'PointsRequired'
  | 'PointsInvalid'
  | 'PointsTooMany'
  | 'NotEnoughPoints';


export interface TransferInput {
  phone: string;
  points: string;
}

export interface TransferCheck {
  body?: { recipient_phone: string; points: number };
  problems: Partial<Record<TransferField, TransferProblem>>;
}

export function checkTransfer(input: TransferInput, balance: number | undefined, ownPhone: string | null | undefined): TransferCheck {
  const problems: TransferCheck['problems'] = {};
  // The server reads the number (national or international) and makes the final checks.
  const phone = stripLeadingNonDigit(input.phone.trim());
  const digits = phoneDigits(phone);
  if (!digits) problems.recipient_phone = 'PhoneRequired';
  else if (digits.length < 7 || digits.length > 15 || /[^\d\s().-]/.test(phone)) problems.recipient_phone = 'PhoneInvalid';
  else if (ownPhone && phoneDigits(ownPhone) === digits) problems.recipient_phone = 'CannotTransferToSelf';

  const raw = input.points.trim();
  const points = Number(raw);
  if (!raw) problems.points = 'PointsRequired';
  else if (!/^\d+$/.test(raw) || !Number.isSafeInteger(points) || points < 1) problems.points = 'PointsInvalid';
  else if (points > TRANSFER_MAX_POINTS) problems.points = 'PointsTooMany';
  else if (balance !== undefined && points > balance) problems.points = 'NotEnoughPoints';

  if (Object.keys(problems).length) return { problems };
  return { body: { recipient_phone: phone, points }, problems };
}
