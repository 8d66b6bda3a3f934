// Social sign-in providers shown only when the settings carry their dialog (settings.social; SPEC.md
// section 2), and the window events between the screens that ask for a sign-in and the flow doing it.
import type { Settings, SocialProvider } from '@/api/contract';

export type { SocialProvider };

/** The order of the sign-in screen's buttons. */
const ORDER: readonly SocialProvider[] = ['facebook', 'linkedin', 'google', 'apple'];

export function configuredSocialProviders(settings: Settings | null): SocialProvider[] {
  if (!settings) return [];
  return ORDER.filter((provider) => settings.social[provider] !== undefined);
}

/** The flow (social-sign-in-listener.tsx) listens for this: detail {provider, intent?: 'connect'}. */
export const SOCIAL_SIGN_IN_EVENT = 'social-sign-in';
/** What the flow reports while linking: detail {provider, status} (never, connecting, connected, error-...). */
export const SOCIAL_CONNECTION_STATUS_EVENT = 'social-connection-status';

export function requestSocialSignIn(provider: SocialProvider) {
  window.dispatchEvent(new CustomEvent(SOCIAL_SIGN_IN_EVENT, { detail: { provider } }));
}
