// Google sign-in: OpenID Connect code flow (token endpoint, id token, then userinfo).
import type { SocialProviderConfig } from '../../config';
import { oidcClient } from './oidc';
import type { Fetch, SocialClient } from './types';

/** Google documents both forms of its id tokens' `iss`. */
const GOOGLE_ISSUER = 'https://accounts.google.com';

export const googleClient = (cfg: SocialProviderConfig, fetchFn: Fetch): SocialClient =>
  oidcClient(cfg, fetchFn, cfg.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [cfg.issuer]);
