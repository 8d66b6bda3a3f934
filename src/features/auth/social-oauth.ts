// The OAuth side of social sign-in (docs/product.md sections 5 and 7): the provider dialog's address, the
// state parameter (a random value plus the current path and query, kept in sessionStorage until the
// answer comes back), the PKCE secret and OpenID nonce that bind the code to this attempt, and the
// popup watch (every 250 ms until it lands on the callback page).
import type { SocialDialog, SocialProvider } from '@contract';
import { APPLE_FORM_POST_PATH, OAUTH_CALLBACK_PATH, STATE_MISMATCH_MESSAGE } from '@contract/social-names';

/** docs/product.md section 8: a popup the user closed is ignored silently. */
export const POPUP_CLOSED = 'Auth popup window closed';
export const POPUP_POLL_MS = 250;

/** The provider's answer: a code (Apple may add id_token and the name) or an error. */
export interface OAuthAnswer {
  code?: string;
  state?: string;
  error?: string;
  id_token?: string;
  first_name?: string;
  last_name?: string;
}

/** One attempt, remembered across the popup or the full-page trip to Facebook. */
export interface OAuthAttempt {
  provider: SocialProvider;
  state: string;
  redirect_uri: string;
  /** Linking to the signed-in member rather than signing in. */
  connect: boolean;
  /** Sent with the code: the provider gives the code only to whoever knows the verifier. */
  code_verifier: string;
  /** OpenID providers put it in their id token; the server checks it is this attempt's. */
  nonce?: string;
}

/** The providers whose answer includes an id token (OpenID Connect). */
const OPENID_PROVIDERS: ReadonlySet<SocialProvider> = new Set(['google', 'linkedin', 'apple']);

const STORAGE_KEY = 'oauth-attempt';

function randomValue(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What ties one attempt's code to this browser: a PKCE pair (RFC 7636, S256) and, for OpenID providers, a nonce. */
export interface AttemptBinding {
  code_verifier: string;
  code_challenge: string;
  nonce?: string;
}

export async function createBinding(provider: SocialProvider): Promise<AttemptBinding> {
  const secret = new Uint8Array(32);
  crypto.getRandomValues(secret);
  const verifier = base64Url(secret);
  const challenge = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  return { code_verifier: verifier, code_challenge: challenge, nonce: OPENID_PROVIDERS.has(provider) ? randomValue() : undefined };
}

/** A random value, then the path and query to come back to: `<32 hex>:<path?query>`. */
export function createState(pathAndQuery: string): string {
  return `${randomValue()}:${pathAndQuery}`;
}

/** The path and query a state carries, if it has one that stays on this site. */
export function statePath(state: string | undefined): string | undefined {
  const path = state?.slice(state.indexOf(':') + 1);
  return path && state?.includes(':') && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

export function saveAttempt(attempt: OAuthAttempt) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    /* storage off: the answer will not match, which is the safe failure */
  }
}

/** The attempt in progress, forgotten once read: a state is good for one answer. */
export function takeAttempt(): OAuthAttempt | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as OAuthAttempt) : null;
  } catch {
    return null;
  }
}

/** docs/product.md section 5: the state that comes back must be the one sent. */
export function checkState(expected: string | undefined, received: string | undefined): void {
  if (!expected || !received || expected !== received) throw new Error(STATE_MISMATCH_MESSAGE);
}

/** Where the provider sends its answer for a popup sign-in. */
export function popupRedirectUri(dialog: SocialDialog, origin = window.location.origin): string {
  return `${origin}${dialog.response_mode === 'form_post' ? APPLE_FORM_POST_PATH : OAUTH_CALLBACK_PATH}`;
}

export function dialogUrl(
  dialog: SocialDialog,
  { redirectUri, state, binding }: { redirectUri: string; state: string; binding: AttemptBinding },
): string {
  const url = new URL(dialog.dialog_url, window.location.origin);
  url.searchParams.set('client_id', dialog.client_id);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  if (dialog.scope) url.searchParams.set('scope', dialog.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', binding.code_challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (binding.nonce) url.searchParams.set('nonce', binding.nonce);
  if (dialog.response_mode === 'form_post') url.searchParams.set('response_mode', 'form_post');
  return url.toString();
}

/** The answer's fields from a callback address (query first, then a fragment some providers use). */
export function readAnswer(search: string, hash = ''): OAuthAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const [key, value] of new URLSearchParams(search)) params.set(key, value);
  const answer: OAuthAnswer = {};
  for (const key of ['code', 'state', 'error', 'id_token', 'first_name', 'last_name'] as const) {
    const value = params.get(key);
    if (value) answer[key] = value;
  }
  return answer;
}

/**
 * Resolves with the answer once the popup is on this site's callback page (and closes it); rejects
 * with POPUP_CLOSED when the user closes it first. While it shows the provider, reading its address
 * throws (another origin): that is the normal case and only means "not yet".
 */
export function waitForPopup(popup: Window, { intervalMs = POPUP_POLL_MS, origin = window.location.origin } = {}): Promise<OAuthAnswer> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        reject(new Error(POPUP_CLOSED));
        return;
      }
      let location: Location;
      try {
        location = popup.location;
        if (location.origin !== origin || location.pathname !== OAUTH_CALLBACK_PATH) return;
      } catch {
        return;
      }
      clearInterval(timer);
      const answer = readAnswer(location.search, location.hash);
      popup.close();
      resolve(answer);
    }, intervalMs);
  });
}
