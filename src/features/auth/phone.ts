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
