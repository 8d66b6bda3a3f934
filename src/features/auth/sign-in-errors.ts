// What a sign-in error code means for the screen (SPEC.md section 8, Sign-in codes).
import { ApiError } from '@/api/client';

export type SignInErrorView =
  /** 'loginErrorUserNotExists' with a link to registration. */
  | { kind: 'user-not-exist' }
  /** The phone's country is not served yet: the waitlist page. */
  | { kind: 'waitlist' }
  | { kind: 'general'; code: string }
  /** Social sign-in: the provider account (or its e-mail) belongs to another member. */
  | { kind: 'duplicate-social' }
  /** Social sign-in: the browser blocked the provider's window. */
  | { kind: 'popup-blocked' };

/** SPEC.md section 8: these show the duplicate social account message. */
const DUPLICATE_SOCIAL = new Set(['OtherUserIsConnectedWithSameExternalAccount', 'OtherUserIsConnectedWithSameEmail']);

export function signInErrorView(error: unknown): SignInErrorView {
  const code = error instanceof ApiError ? error.errorCode : 'UnknownError';
  if (code === 'UserNotExist') return { kind: 'user-not-exist' };
  if (code === 'CountryPhonePrefixIsNotAllowed') return { kind: 'waitlist' };
  if (DUPLICATE_SOCIAL.has(code)) return { kind: 'duplicate-social' };
  return { kind: 'general', code };
}
