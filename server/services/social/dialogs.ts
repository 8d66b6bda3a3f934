// getSettings `social`: what the app needs to open each configured provider's dialog.
import { SOCIAL_PROVIDERS, type SocialDialogs } from '../../../contract';
import type { Config } from '../../config';

const SCOPES = { google: 'openid email profile', linkedin: 'openid profile email', facebook: 'public_profile,email,user_friends', apple: 'name email' };

export function socialDialogs(config: Config): SocialDialogs {
  const out: SocialDialogs = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const cfg = config.socialProviders[provider];
    if (!cfg) continue;
    out[provider] = {
      client_id: cfg.clientId,
      dialog_url: cfg.authorizeUrl,
      scope: SCOPES[provider],
      response_mode: provider === 'apple' ? 'form_post' : 'query',
    };
  }
  return out;
}
