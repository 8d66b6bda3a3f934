import { useLingui } from '@lingui/react/macro';
import { formatPoints } from '@/i18n/format';
import { errorMessage } from '@/lib/error-messages';
import { TRANSFER_MAX_POINTS } from '@contract/limits';

/** Readable texts for the form's own checks and the error codes of transferPoints. */
export function useTransferMessages() {
  const { t } = useLingui();
  const max = formatPoints(TRANSFER_MAX_POINTS);
  return (code: string): string => {
    switch (code) {
      case 'PhoneRequired':
        return t`Enter the phone number of the person you are sending points to.`;
      case 'PhoneInvalid':
        return t`Enter a phone number with its country code, 7 to 15 digits.`;
      case 'RecipientNotFound':
        return t`There is no member with this phone number.`;
      case 'CannotTransferToSelf':
        return t`You cannot send points to yourself.`;
      case 'PointsRequired':
        return t`Enter how many points to send.`;
      case 'PointsInvalid':
        return t`Enter a whole number of points, 1 or more.`;
      case 'PointsTooMany':
        return t`You can send at most ${max} points at a time.`;
      case 'NotEnoughPoints':
        return t`You do not have that many points.`;
      case 'TransferNotPossible':
        return t`This transfer cannot be made. Check the phone number and that you have enough points.`;
      case 'Offline':
        return t`Sending points needs an internet connection. Please connect and try again.`;
      case 'NoAnswer':
        return t`The connection dropped before we heard back, so the points may already be sent. Send again once you are online: you will see the transfer, and no points are sent twice.`;
      case 'TooManyRequests':
        return t`Too many attempts. Please wait a little and try again.`;
      case 'IdempotencyKeyInUse':
        return t`Your transfer is still being processed. Please wait a moment and try again.`;
      default:
        // Any other code of the contract has its own words (src/lib/error-messages.ts).
        return errorMessage(code);
    }
  };
}
