// The authorization-code flow of OpenID Connect providers (Google, LinkedIn): code and PKCE verifier ->
// token endpoint (with the client secret) -> the id token checked (keys, audience, nonce) -> userinfo
// with the access token, which must describe the same account.
import type { SocialProviderConfig } from '../../config';
import { idTokenVerifier } from './id-token';
import { openIdProfile, postForm, ProviderError, requestJson, requireCode, str, tokenRequest, type Fetch, type SocialClient } from './types';

export function oidcClient(cfg: SocialProviderConfig, fetchFn: Fetch, issuers?: string[]): SocialClient {
  const verify = idTokenVerifier(cfg, fetchFn, issuers);
  return {
    async exchange(input) {
      const token = await postForm(
        fetchFn,
        cfg.tokenUrl,
        tokenRequest(input, { code: requireCode(input), client_id: cfg.clientId, client_secret: cfg.clientSecret }),
      );
      const accessToken = str(token.access_token);
      if (!accessToken) throw new ProviderError('no access token came back');
      const claims = await verify(str(token.id_token), input.nonce);
      const info = await requestJson(fetchFn, cfg.profileUrl, { headers: { authorization: `Bearer ${accessToken}` } });
      if (str(info.sub) !== claims.sub) throw new ProviderError('the profile is of another account than the id_token');
      return openIdProfile(info, { first: info.given_name, last: info.family_name, picture: info.picture }, 'the profile');
    },
  };
}
