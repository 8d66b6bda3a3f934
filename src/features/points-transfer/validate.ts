// The transfer form's checks, the same the server makes (contract TransferPoints), so most mistakes
// are caught before a request.
export const TRANSFER_MAX_POINTS = 100_000;

export type TransferField = 'recipient_phone' | 'points';
export type TransferProblem =
  | 'PhoneRequired'
  | 'PhoneInvalid'
  | 'CannotTransferToSelf'
  | 'PointsRequired'
  | 'PointsInvalid'
  | 'PointsTooMany'
  | 'NotEnoughPoints';

/** A leading + (or any non-digit), spaces, brackets and dashes go; what is left must be 7 to 15 digits. */
export const normalisePhone = (value: string) => value.trim().replace(/^\D+/, '').replace(/[\s()-]/g, '');

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
  const phone = normalisePhone(input.phone);
  if (!phone) problems.recipient_phone = 'PhoneRequired';
  else if (!/^\d{7,15}$/.test(phone)) problems.recipient_phone = 'PhoneInvalid';
  else if (ownPhone && normalisePhone(ownPhone) === phone) problems.recipient_phone = 'CannotTransferToSelf';

  const raw = input.points.trim();
  const points = Number(raw);
  if (!raw) problems.points = 'PointsRequired';
  else if (!/^\d+$/.test(raw) || !Number.isSafeInteger(points) || points < 1) problems.points = 'PointsInvalid';
  else if (points > TRANSFER_MAX_POINTS) problems.points = 'PointsTooMany';
  else if (balance !== undefined && points > balance) problems.points = 'NotEnoughPoints';

  if (Object.keys(problems).length) return { problems };
  return { body: { recipient_phone: phone, points }, problems };
}
