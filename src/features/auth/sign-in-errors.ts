// What a sign-in error code means for the screen (SPEC.md section 8, Sign-in codes).
import { ApiError } from '@/api/client';

export type SignInErrorView =
  /** 'loginErrorUserNotExists' with a link to registration. */
  | { kind: 'user-not-exist' }
  /** The phone's country is not served yet: the waitlist page. */
  | { kind: 'waitlist' }
  | { kind: 'general'; code: string };

export function signInErrorView(error: unknown): SignInErrorView {
  const code = error instanceof ApiError ? error.errorCode : 'UnknownError';
  if (code === 'UserNotExist') return { kind: 'user-not-exist' };
  if (code === 'CountryPhonePrefixIsNotAllowed') return { kind: 'waitlist' };
  return { kind: 'general', code };
}
