import { useLingui } from '@lingui/react/macro';

/** Readable texts for the error codes of applyPromoCode and applyReferralCode. */
export function useCodeMessages() {
  const { t } = useLingui();
  return (code: string): string => {
    switch (code) {
      case 'Required':
        return t`Enter a code.`;
      case 'PromoCodeInvalid':
        return t`This promo code is not valid. Check it and try again.`;
      case 'PromoCodeAlreadyUsed':
        return t`This promo code has already been used.`;
      case 'PromoCodeExpired':
        return t`This promo code has expired.`;
      case 'ReferralCodeInvalid':
        return t`This referral code is not valid. Check it and try again.`;
      case 'ReferralAlreadyApplied':
        return t`You have already joined with a referral code.`;
      case 'CannotReferSelf':
        return t`You cannot use your own referral code.`;
      case 'TooManyRequests':
        return t`Too many attempts. Please wait a few minutes and try again.`;
      case 'Offline':
        return t`Applying a code needs an internet connection. Please connect and try again.`;
      case 'IdempotencyKeyInUse':
        return t`Your code is still being checked. Please wait a moment and try again.`;
      default:
        return t`Something went wrong. Please try again.`;
    }
  };
}
