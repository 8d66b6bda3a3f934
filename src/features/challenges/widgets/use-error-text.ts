// Readable, translated texts for the errors an answer can meet.
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/lib/error-messages';
import type { WidgetError } from './widget-types';

export function useErrorText() {
  const { t } = useLingui();
  return (error: WidgetError): string => {
    switch (error.code) {
      case 'SmsCodeInvalid':
        return t`That code is not right. Check the SMS and try again.`;
      case 'SmsCodeExpired':
        return t`This code has expired. Ask for a new one.`;
      case 'TooManyAttempts':
        return t`Too many wrong codes. Ask for a new one.`;
      case 'TooManyRequests':
        return t`Too many tries. Please wait a little and try again.`;
      case 'CountryPhonePrefixIsNotAllowed':
        return t`This programme does not send codes to phone numbers from this country.`;
      case 'OtherUserHasSamePhone':
        return t`This phone number belongs to another account.`;
      case 'ChallengeLocked':
        return t`This challenge is not open yet.`;
      case 'ChallengeExpired':
        return t`This challenge has ended.`;
      case 'ChallengeNotAccepted':
      case 'ChallengeSnoozed':
        return t`Accept the challenge first.`;
      case 'ValidationError':
        // The server names the field and says what is wrong with it.
        return error.message.replace(/^Invalid body field "[^"]*": /, '');
      default:
        return errorMessage(error.code);
    }
  };
}
