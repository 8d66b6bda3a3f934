// Social sign-in providers shown only when the settings carry their app id or key (SPEC.md section 2).
import type { Settings } from '@/api/contract';

export type SocialProvider = 'facebook' | 'linkedin' | 'google' | 'apple';

export function configuredSocialProviders(settings: Settings | null): SocialProvider[] {
  if (!settings) return [];
  const configured: Array<[SocialProvider, string]> = [
    ['facebook', settings.fbAppId],
    ['linkedin', settings.linkedinKey],
    ['google', settings.googleId],
    ['apple', settings.appleClientId],
  ];
  return configured.filter(([, key]) => key.trim() !== '').map(([provider]) => provider);
}

/** The social sign-in flow listens for this (its popup and callback pages are a later piece of work). */
export const SOCIAL_SIGN_IN_EVENT = 'social-sign-in';

export function requestSocialSignIn(provider: SocialProvider) {
  window.dispatchEvent(new CustomEvent(SOCIAL_SIGN_IN_EVENT, { detail: { provider } }));
}
