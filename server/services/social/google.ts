// Google sign-in: OpenID Connect code flow (token endpoint, then userinfo).
import type { SocialProviderConfig } from '../../config';
import { oidcClient } from './oidc';
import type { Fetch, SocialClient } from './types';

export const googleClient = (cfg: SocialProviderConfig, fetchFn: Fetch): SocialClient => oidcClient(cfg, fetchFn);
