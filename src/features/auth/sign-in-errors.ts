// What a sign-in error means for the screen (docs/product.md section 8, Sign-in codes), in words and never a code.
import { ApiError } from '@/api/client';

export type SignInErrorView =
  /** 'loginErrorUserNotExists' with a link to registration. */
  | { kind: 'user-not-exist' }
  /** The phone's country is not served yet: the waitlist page. */
  | { kind: 'waitlist' }
  /** Too many requests: try again at `retryAt` (epoch ms), counted down on screen. */
  | { kind: 'rate-limited'; retryAt: number }
  /** The phone number is not in the expected form. */
  | { kind: 'phone-format' }
  /** The account is deactivated: whom to contact. */
  | { kind: 'deactivated' }
  /** Anything else: the words for its error code (src/lib/error-messages.ts). */
  | { kind: 'general'; code: string }
  /** Social sign-in: the provider account (or its e-mail) belongs to another member. */
  | { kind: 'duplicate-social' }
  /** Social sign-in: the browser blocked the provider's window. */
  | { kind: 'popup-blocked' }
  /** Sign-in by customer ID: no member has this ID, or it has no phone or e-mail to send a code to. */
  | { kind: 'customer-id-unknown' }
  /** Social sign-in: the answer's state is not the one this attempt sent (docs/product.md section 5). */
  | { kind: 'social-state-mismatch' }
  /** No network (or no answer): a code can only be sent with a connection. */
  | { kind: 'offline-code' };

/** docs/product.md section 8: these show the duplicate social account message. */
const DUPLICATE_SOCIAL = new Set(['OtherUserIsConnectedWithSameExternalAccount', 'OtherUserIsConnectedWithSameEmail']);
/** Without a Retry-After the screen still asks for a short wait. */
const DEFAULT_RETRY_SECONDS = 60;

export function signInErrorView(error: unknown, now = Date.now()): SignInErrorView {
  const code = error instanceof ApiError ? error.errorCode : 'UnknownError';
  if (code === 'UserNotExist') return { kind: 'user-not-exist' };
  if (code === 'CountryPhonePrefixIsNotAllowed') return { kind: 'waitlist' };
  if (DUPLICATE_SOCIAL.has(code)) return { kind: 'duplicate-social' };
  if (code === 'UserDeactivated') return { kind: 'deactivated' };
  if (error instanceof ApiError && code === 'TooManyRequests') {
    const seconds = Number(error.body.retry_after);
    return { kind: 'rate-limited', retryAt: now + (seconds > 0 ? seconds : DEFAULT_RETRY_SECONDS) * 1000 };
  }
  if (error instanceof ApiError && code === 'ValidationError' && error.body.field === 'phone') return { kind: 'phone-format' };
  return { kind: 'general', code };
}
