// What each source_type is called in the history (docs/product.md section 3, History entry).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HistorySourceType } from '@contract/economy';

const LABELS: Record<HistorySourceType, MessageDescriptor> = {
  achievement: msg`Challenge`,
  manual_award: msg`Manual award`,
  points_transfer: msg`Points transfer`,
  promo_code: msg`Promo code`,
  referral: msg`Referral`,
  signup_bonus: msg`Sign-up bonus`,
  redemption: msg`Prize`,
  tier_up: msg`Moved up a tier`,
  tier_down: msg`Moved down a tier`,
  points_expiry: msg`Expired points`,
  import: msg`Previous programme`,
};

/** Sources a newer server may add have no label of their own. */
export const sourceLabel = (source: string): MessageDescriptor | null => LABELS[source as HistorySourceType] ?? null;
