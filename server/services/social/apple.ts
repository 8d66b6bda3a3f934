// Sign in with Apple: the code goes to Apple's token endpoint with a client secret that is an ES256
// JWT signed with the team's key; the id_token that comes back is verified against Apple's JWKS
// (audience = our client id, the nonce of this sign-in). Apple gives the name only once, in the form
// post (body first_name/last_name).
import { generateKeyPair, importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { SocialProviderConfig } from '../../config';
import { idTokenVerifier } from './id-token';
import { openIdProfile, postForm, ProviderError, requireCode, str, tokenRequest, type Fetch, type SocialClient } from './types';

export function appleClient(cfg: SocialProviderConfig, fetchFn: Fetch): SocialClient {
  const verify = idTokenVerifier(cfg, fetchFn);
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
      const token = await postForm(
        fetchFn,
        cfg.tokenUrl,
        tokenRequest(input, { code: requireCode(input), client_id: cfg.clientId, client_secret: await clientSecret() }),
      );
      const claims = await verify(str(token.id_token), input.nonce);
      return openIdProfile(claims, { first: input.first_name, last: input.last_name }, 'the id_token');
    },
  };
}
