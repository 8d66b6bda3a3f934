// The id token of an OpenID provider (Google, LinkedIn, Apple): signed by the provider's keys, issued
// by it, for our client id, and for this very sign-in: its `nonce` must be the one the app put in the
// dialog request and sent along with the code. A code taken from someone else's sign-in fails here.
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import type { SocialProviderConfig } from '../../config';
import { PROVIDER_TIMEOUT_MS, ProviderError, type Fetch } from './types';

export type IdTokenVerifier = (idToken: string | null, nonce: string | undefined) => Promise<JWTPayload>;

export function idTokenVerifier(cfg: SocialProviderConfig, fetchFn: Fetch, issuers: string[] = [cfg.issuer]): IdTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(cfg.jwksUrl), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
    [customFetch]: (url, options) => fetchFn(url, options as RequestInit),
  });
  return async (idToken, nonce) => {
    if (!nonce) throw new ProviderError('the sign-in request carried no nonce');
    if (!idToken) throw new ProviderError('no id_token came back');
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(idToken, jwks, { issuer: issuers, audience: cfg.clientId }));
    } catch {
      throw new ProviderError('the id_token could not be verified');
    }
    if (claims.nonce !== nonce) throw new ProviderError('the id_token belongs to another sign-in');
    return claims;
  };
}
