import { stripLeadingNonDigit } from '@/lib/phone';

export interface PhoneSubmitState {
  phone: string;
  turnstileKey: string;
  turnstileToken: string;
  submitting: boolean;
}

/** docs/product.md section 5: nothing is sent with an empty phone, a missing turnstile token or a submit in flight. */
export function canSendPhoneLogin({ phone, turnstileKey, turnstileToken, submitting }: PhoneSubmitState): boolean {
  if (submitting) return false;
  if (!stripLeadingNonDigit(phone).trim()) return false;
  if (turnstileKey && !turnstileToken) return false;
  return true;
}

/** Shown when no PHONE_COUNTRY is configured: the programme's home market. */
const FALLBACK_PHONE_EXAMPLE = '+370 600 12345';

/**
 * The example number the phone field's hint and the phone error both show: the configured country's
 * (libphonenumber's example, "+370 612 34567"), so the two never name different countries.
 */
export function phoneExample(country: { example: string } | null | undefined): string {
  return country?.example || FALLBACK_PHONE_EXAMPLE;
}
