// An OpenID id_token's times may differ from our clock by CLOCK_SKEW_SECONDS only: one issued an hour
// from now is refused like any other token that does not verify.
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SocialProviderConfig } from '../../server/config';
import { CLOCK_SKEW_SECONDS, idTokenVerifier, type IdTokenVerifier } from '../../server/services/social/id-token';
import { ProviderError } from '../../server/services/social/types';

const ISSUER = 'https://accounts.example.test';
const CLIENT_ID = 'client-1';
const NONCE = 'nonce-of-this-sign-in';

let privateKey: CryptoKey;
let verify: IdTokenVerifier;
beforeAll(async () => {
  const keys = await generateKeyPair('ES256');
  privateKey = keys.privateKey;
  const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
  const cfg = { clientId: CLIENT_ID, jwksUrl: `${ISSUER}/jwks`, issuer: ISSUER } as SocialProviderConfig;
  verify = idTokenVerifier(cfg, async () => Response.json(jwks));
});

const now = () => Math.floor(Date.now() / 1000);

/** A token issued `iatOffset` seconds from now that expires ten minutes after it was issued. */
const token = (iatOffset: number, exp?: number) =>
  new SignJWT({ nonce: NONCE })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setSubject('person-1')
    .setIssuedAt(now() + iatOffset)
    .setExpirationTime(exp ?? now() + iatOffset + 600)
    .sign(privateKey);

const refusal = async (idToken: string) => {
  const err = await verify(idToken, NONCE).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ProviderError);
  return (err as Error).message;
};

describe('id_token clock skew', () => {
  it('accepts a token issued now, or a little ahead of our clock', async () => {
    await expect(verify(await token(0), NONCE)).resolves.toMatchObject({ sub: 'person-1' });
    await expect(verify(await token(CLOCK_SKEW_SECONDS - 5), NONCE)).resolves.toMatchObject({ sub: 'person-1' });
  });

  it('refuses a token issued an hour in the future, with the error of any token that does not verify', async () => {
    const future = await refusal(await token(3600));
    const badSignature = await refusal(`${(await token(0)).slice(0, -4)}AAAA`);
    expect(future).toBe(badSignature);
  });

  it('refuses a token issued just past the allowed skew', async () => {
    await refusal(await token(CLOCK_SKEW_SECONDS + 10));
  });

  it('refuses a token that expired more than the skew ago, and one without iat', async () => {
    await refusal(await token(-3600, now() - CLOCK_SKEW_SECONDS - 10));
    const noIat = await new SignJWT({ nonce: NONCE })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject('person-1')
      .setExpirationTime('10m')
      .sign(privateKey);
    await refusal(noIat);
  });
});
