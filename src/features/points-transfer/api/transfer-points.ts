// POST /transferPoints {recipient_phone, points} with an Idempotency-Key.
import { api } from '@/api/client';
import type { TransferPoints, TransferResult } from '@/api/contract/economy';
import { whileOnline } from '@/lib/online-attempt';

export const transferPoints = (body: TransferPoints, headers: Record<string, string>) =>
  whileOnline(api.post<TransferResult>('transferPoints', body, { headers }));
