// POST /applyPromoCode and /applyReferralCode {code}, each with an Idempotency-Key.
import { api } from '@/api/client';
import type { ApplyCode } from '@contract/economy';
import { whileOnline } from '@/lib/online-attempt';

export const applyPromoCode = (body: ApplyCode, headers: Record<string, string>) =>
  whileOnline(api.post('applyPromoCode', body, { headers }));

export const applyReferralCode = (body: ApplyCode, headers: Record<string, string>) =>
  whileOnline(api.post('applyReferralCode', body, { headers }));
