// The authorization-code flow of OpenID Connect providers (Google, LinkedIn): code -> token endpoint
// (with the client secret) -> userinfo endpoint with the access token.
import type { SocialProviderConfig } from '../../config';
import { openIdProfile, postForm, ProviderError, requestJson, requireCode, str, type Fetch, type SocialClient } from './types';

export function oidcClient(cfg: SocialProviderConfig, fetchFn: Fetch): SocialClient {
  return {
    async exchange(input) {
      const token = await postForm(fetchFn, cfg.tokenUrl, {
        grant_type: 'authorization_code',
        code: requireCode(input),
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
        redirect_uri: input.redirect_uri,
      });
      const accessToken = str(token.access_token);
      if (!accessToken) throw new ProviderError('no access token came back');
      const info = await requestJson(fetchFn, cfg.profileUrl, { headers: { authorization: `Bearer ${accessToken}` } });
      return openIdProfile(info, { first: info.given_name, last: info.family_name, picture: info.picture }, 'the profile');
    },
  };
}
