// POST /redeemPrize {prize_id} with an Idempotency-Key: buys the prize and answers the new reward.
import { api } from '@/api/client';
import type { PrizeIdBody, Reward } from '@/api/contract/economy';
import { whileOnline } from '@/lib/online-attempt';

export const redeemPrize = (body: PrizeIdBody, headers: Record<string, string>) =>
  whileOnline(api.post<Reward>('redeemPrize', body, { headers }));
