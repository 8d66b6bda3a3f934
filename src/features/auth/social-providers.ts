// Social sign-in providers shown only when the settings carry their dialog (settings.social; docs/product.md
// section 2). The events that ask for a sign-in are in src/lib/social-sign-in-events.ts.
import type { Settings, SocialProvider } from '@contract';

export type { SocialProvider };

/** The order of the sign-in screen's buttons. */
const ORDER: readonly SocialProvider[] = ['facebook', 'linkedin', 'google', 'apple'];

export function configuredSocialProviders(settings: Settings | null): SocialProvider[] {
  if (!settings) return [];
  return ORDER.filter((provider) => settings.social[provider] !== undefined);
}
