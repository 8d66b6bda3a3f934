// Query parameters stay plain strings (?phone=370600&categoryId=4), as links from e-mails, SMS
// and partners write them; the router's default would JSON-parse and re-quote them.
import { safeRedirectPath } from './safe-redirect';

export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function optionalDigits(value: unknown): string | undefined {
  const text = optionalString(value);
  return text !== undefined && /^\d+$/.test(text) ? text : undefined;
}

export interface RedirectSearch {
  redirectTo?: string;
}

export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return { redirectTo: safeRedirectPath(search.redirectTo) };
}

/**
 * Sign-up from an invitation (?invite=<referral id>): the invite page's link carries it, so a visitor who
 * follows the link before the invite page's code has run (it starts after the first paint) still brings it.
 */
export interface RegistrationSearch extends RedirectSearch {
  invite?: string;
}

export function validateRegistrationSearch(search: Record<string, unknown>): RegistrationSearch {
  return { ...validateRedirectSearch(search), invite: optionalString(search.invite) };
}

/** Why the visitor is on the sign-in page: "idle" when their session ended for want of activity. */
export const SIGNED_OUT_IDLE = 'idle';

export interface SignInSearch extends RedirectSearch {
  signedOut?: typeof SIGNED_OUT_IDLE;
}

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  return { ...validateRedirectSearch(search), signedOut: search.signedOut === SIGNED_OUT_IDLE ? SIGNED_OUT_IDLE : undefined };
}
