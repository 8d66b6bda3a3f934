// Sign in with Apple: the code goes to Apple's token endpoint with a client secret that is an ES256
// JWT signed with the team's key; the id_token that comes back is verified against Apple's JWKS
// (audience = our client id). Apple gives the name only once, in the form post (body first_name/last_name).
import { createRemoteJWKSet, customFetch, generateKeyPair, importPKCS8, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import type { SocialProviderConfig } from '../../config';
import { openIdProfile, postForm, PROVIDER_TIMEOUT_MS, ProviderError, requireCode, str, type Fetch, type SocialClient } from './types';

export function appleClient(cfg: SocialProviderConfig, fetchFn: Fetch): SocialClient {
  const jwks = createRemoteJWKSet(new URL(cfg.profileUrl), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
    [customFetch]: (url, options) => fetchFn(url, options as RequestInit),
  });
  // The fake provider has no team key: any ES256 key will do there, so one is made per process.
  let signingKey: Promise<CryptoKey> | null = null;
  const key = () =>
    (signingKey ??= cfg.privateKey
      ? importPKCS8(cfg.privateKey, 'ES256')
      : generateKeyPair('ES256').then((pair) => pair.privateKey));

  async function clientSecret(): Promise<string> {
    let signer: CryptoKey;
    try {
      signer = await key();
    } catch {
      signingKey = null;
      throw new ProviderError('the Apple key (APPLE_PRIVATE_KEY) could not be read');
    }
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: cfg.keyId })
      .setIssuer(cfg.teamId)
      .setSubject(cfg.clientId)
      .setAudience(cfg.issuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signer);
  }

  return {
    async exchange(input) {
      const token = await postForm(fetchFn, cfg.tokenUrl, {
        grant_type: 'authorization_code',
        code: requireCode(input),
        client_id: cfg.clientId,
        client_secret: await clientSecret(),
        redirect_uri: input.redirect_uri,
      });
      const idToken = str(token.id_token);
      if (!idToken) throw new ProviderError('no id_token came back');
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, { issuer: cfg.issuer, audience: cfg.clientId }));
      } catch {
        throw new ProviderError('the id_token could not be verified');
      }
      return openIdProfile(claims, { first: input.first_name, last: input.last_name }, 'the id_token');
    },
  };
}
