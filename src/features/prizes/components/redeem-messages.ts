// Readable texts for the answers redeemPrize can give (docs/contract.md).
import { useLingui } from '@lingui/react/macro';

export function useRedeemMessage() {
  const { t } = useLingui();
  return (code: string): string => {
    switch (code) {
      case 'Offline':
        return t`Redeeming a prize needs an internet connection. Please connect and try again.`;
      case 'NoAnswer':
        return t`The connection dropped before we heard back, so the prize may already be yours. Tap Redeem again once you are online: you will see your reward, and no points are taken twice.`;
      case 'NotEnoughPoints':
        return t`You do not have enough points for this prize yet.`;
      case 'PrizeOutOfStock':
        return t`Sorry, this prize is out of stock.`;
      case 'PrizeNotRedeemable':
        return t`This prize can only be won in a challenge.`;
      case 'PrizeNotFound':
        return t`This prize is no longer available.`;
      case 'IdempotencyKeyInUse':
        return t`Your order is still being processed. Please wait a moment and try again.`;
      default:
        return t`Something went wrong. Please try again.`;
    }
  };
}
