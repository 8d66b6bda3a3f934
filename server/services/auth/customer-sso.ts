// Single sign-on from the operator's site (customerLoginUrl): a JWT signed by the operator's key (a
// JWKS address or one public key) says which customer id the visitor is. It must be fresh (issued at
// most 5 minutes ago), by the configured issuer, for this app; it signs that member in, or creates
// the member, through the same session as every other way in. Each assertion signs in once: its
// jti (or, without one, its hash) is recorded, and a replay is refused with SsoAssertionUsed.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, importSPKI, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { CustomerId, type SignInResult } from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { createUser } from '../members/users';
import { findUserByCustomerId } from './customer-id-login';
import { signIn } from './sign-in';

const SSO_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
const MAX_AGE = '5m';

const invalid = (reason: string) => badRequest('SsoAssertionInvalid', `The sign-in from the customer site was refused: ${reason}.`);
const notConfigured = () => new AppError(404, 'ProviderNotConfigured', 'Single sign-on from the customer site is not set up here.');

type Key = JWTVerifyGetKey | CryptoKey;

export function customerSsoKey(config: Config): (() => Promise<Key>) | null {
  if (config.CUSTOMER_SSO_JWKS_URL) {
    const jwks = createRemoteJWKSet(new URL(config.CUSTOMER_SSO_JWKS_URL), { timeoutDuration: 10_000 });
    return async () => jwks;
  }
  const pem = config.CUSTOMER_SSO_PUBLIC_KEY?.replace(/\\n/g, '\n');
  if (!pem) return null;
  let imported: Promise<CryptoKey> | null = null;
  return async () => (imported ??= importSPKI(pem, config.CUSTOMER_SSO_ALGORITHM));
}

async function verifyAssertion(config: Config, key: Key, assertion: string): Promise<JWTPayload> {
  const options = {
    algorithms: [...SSO_ALGORITHMS],
    issuer: config.CUSTOMER_SSO_ISSUER,
    audience: config.CUSTOMER_SSO_AUDIENCE ?? config.PUBLIC_URL,
    maxTokenAge: MAX_AGE,
    requiredClaims: ['sub', 'iat', 'exp'],
  };
  try {
    const { payload } = typeof key === 'function' ? await jwtVerify(assertion, key, options) : await jwtVerify(assertion, key, options);
    return payload;
  } catch (err) {
    throw invalid(err instanceof Error && 'code' in err ? String((err as { code: unknown }).code) : 'not a valid assertion');
  }
}

/**
 * Records that an assertion was used; false when it had been already. The row lives in
 * idempotency_keys under scope 0 (members are positive ids, partner keys negative), which is shared by
 * every process and purged after days, long after the assertion's 5 minutes are over.
 */
export const SSO_SCOPE = 0;
async function useOnce(db: Db, claims: JWTPayload, assertion: string): Promise<boolean> {
  const id = typeof claims.jti === 'string' && claims.jti ? `jti:${claims.jti}` : `sha256:${createHash('sha256').update(assertion).digest('hex')}`;
  const key = `sso:${claims.iss ?? ''}:${id}`.slice(0, 300);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: SSO_SCOPE, key, route: 'customer-sso', statusCode: 200 })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null);

export async function signInWithAssertion(
  app: FastifyInstance,
  request: FastifyRequest,
  getKey: (() => Promise<Key>) | null,
  input: { assertion: string; lang: string },
): Promise<SignInResult> {
  if (!getKey || !app.config.CUSTOMER_SSO_ISSUER) throw notConfigured();
  const claims = await verifyAssertion(app.config, await getKey(), input.assertion);
  const parsed = CustomerId.safeParse(claims.sub);
  if (!parsed.success) throw invalid('the customer id is not in the expected form');
  if (!(await useOnce(app.db, claims, input.assertion))) {
    throw badRequest('SsoAssertionUsed', 'This sign-in from the customer site was used already. Please sign in on that site again.');
  }
  const customerId = parsed.data;
  let user = await findUserByCustomerId(app, customerId);
  if (user?.deactivatedAt) throw new AppError(403, 'UserDeactivated', 'This account is deactivated.');
  if (!user) {
    const newMember = { customerId, firstName: text(claims.given_name), lastName: text(claims.family_name), language: input.lang, signupChannel: 'customer_id' as const };
    // A parallel assertion for the same id may create the member first: then that member it is.
    user = await createUser(app.db, newMember).catch(async (err: unknown) => {
      const created = await findUserByCustomerId(app, customerId);
      if (!created) throw err;
      return created;
    });
  }
  return signIn(app, request, user);
}
