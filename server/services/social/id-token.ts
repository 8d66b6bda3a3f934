// The id token of an OpenID provider (Google, LinkedIn, Apple): signed by the provider's keys, issued
// by it, for our client id, and for this very sign-in: its `nonce` must be the one the app put in the
// dialog request and sent along with the code. A code taken from someone else's sign-in fails here.
// Its times (iat, exp, nbf) may differ from our clock by CLOCK_SKEW_SECONDS at most: jose checks exp
// and nbf, but an `iat` in the future only when a maximum age is asked for, so that is checked here.
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import type { SocialProviderConfig } from '../../config';
import { PROVIDER_TIMEOUT_MS, ProviderError, type Fetch } from './types';

/** How far a provider's clock may run ahead of or behind ours. */
export const CLOCK_SKEW_SECONDS = 60;

const issuedInTheFuture = (claims: JWTPayload, now: number) => typeof claims.iat !== 'number' || claims.iat > now + CLOCK_SKEW_SECONDS;

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
      ({ payload: claims } = await jwtVerify(idToken, jwks, {
        issuer: issuers,
        audience: cfg.clientId,
        requiredClaims: ['iat', 'exp'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch {
      throw new ProviderError('the id_token could not be verified');
    }
    if (issuedInTheFuture(claims, Date.now() / 1000)) throw new ProviderError('the id_token could not be verified');
    if (claims.nonce !== nonce) throw new ProviderError('the id_token belongs to another sign-in');
    return claims;
  };
}
