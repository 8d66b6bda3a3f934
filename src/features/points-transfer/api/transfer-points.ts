// POST /transferPoints {recipient_phone, points} with an Idempotency-Key.
import { api } from '@/api/client';
import type { TransferPoints } from '@contract/economy';
import { whileOnline } from '@/lib/online-attempt';

export const transferPoints = (body: TransferPoints, headers: Record<string, string>) =>
  whileOnline(api.post('transferPoints', body, { headers }));

/** POST /previewTransfer: the recipient's masked name, for the confirmation. */
export const previewTransfer = (body: TransferPoints) => whileOnline(api.post('previewTransfer', body));
