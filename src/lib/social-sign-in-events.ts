// The window events between the screens that ask for a social sign-in or link (sign-in buttons, header,
// profile, leaderboard) and the flow that does it (features/auth/social-sign-in-listener.tsx).
import type { SocialProvider } from '@contract/social-names';

/** Asks the flow to sign in (or, with intent 'connect', to link): detail {provider, intent?}. */
export const SOCIAL_SIGN_IN_EVENT = 'social-sign-in';
/** What the flow reports while linking: detail {provider, status}. */
export const SOCIAL_CONNECTION_STATUS_EVENT = 'social-connection-status';
/** Without an answer by then an attempt counts as failed and the screen that asked reverts. */
export const CONNECT_TIMEOUT_MS = 120_000;

/** docs/product.md section 4, Provider connection (Facebook adds the two error statuses). */
export type ConnectionStatus = 'never' | 'connecting' | 'connected' | 'disconnected' | 'error-other' | 'error-duplicate-account';

/** Dispatched synchronously, so the flow opens its popup inside the click that asked. */
export function requestSocialSignIn(provider: SocialProvider, intent?: 'connect') {
  window.dispatchEvent(new CustomEvent(SOCIAL_SIGN_IN_EVENT, { detail: intent ? { provider, intent } : { provider } }));
}
