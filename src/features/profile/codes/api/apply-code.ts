// POST /applyPromoCode and /applyReferralCode {code}, each with an Idempotency-Key.
import { api } from '@/api/client';
import type { ApplyCode, PromoCodeResult, ReferralResult } from '@/api/contract/economy';
import { whileOnline } from '@/lib/online-attempt';

export const applyPromoCode = (body: ApplyCode, headers: Record<string, string>) =>
  whileOnline(api.post<PromoCodeResult>('applyPromoCode', body, { headers }));

export const applyReferralCode = (body: ApplyCode, headers: Record<string, string>) =>
  whileOnline(api.post<ReferralResult>('applyReferralCode', body, { headers }));
