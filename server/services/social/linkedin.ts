// LinkedIn sign-in: "Sign In with LinkedIn using OpenID Connect" (accessToken endpoint, then /v2/userinfo).
import type { SocialProviderConfig } from '../../config';
import { oidcClient } from './oidc';
import type { Fetch, SocialClient } from './types';

export const linkedinClient = (cfg: SocialProviderConfig, fetchFn: Fetch): SocialClient => oidcClient(cfg, fetchFn);
