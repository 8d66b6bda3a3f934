// POST /applyPromoCode and /applyReferralCode {code}, each with an Idempotency-Key.
import { api } from '@/api/client';
import type { ApplyCode, PromoCodeResult, ReferralResult } from '@/api/contract/economy';
import { whileOnline } from '@/lib/online-attempt';

export const applyPromoCode = (body: ApplyCode, headers: Record<string, string>) =>
  whileOnline(api.post<PromoCodeResult>('applyPromoCode', body, { headers }));

export const applyReferralCode = (body: ApplyCode, headers: Record<string, string>) =>
  whileOnline(api.post<ReferralResult>('applyReferralCode', body, { headers }));

/** Keys of other features refreshed by value after points arrive (features never import each other). */
export const POINTS_KEY = ['user-points'] as const;
export const HISTORY_KEY = ['history'] as const;
