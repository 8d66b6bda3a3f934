// The fake OAuth provider (server/routes/dev-oauth.ts) on an origin of its own, as Google, Facebook,
// LinkedIn and Apple are: the app's popup really leaves for another origin and comes back. Start it
// with the app's environment plus OAUTH_FAKE_PROVIDER_URL, e.g.
//   OAUTH_FAKE_PROVIDERS=true OAUTH_FAKE_PROVIDER_URL=http://127.0.0.1:8090 npx tsx scripts/fake-oauth-provider.ts
// and start the app with the same two variables.
//
// It also plays the operator's own site for customer single sign-on (customerLoginUrl): a sign-in page
// at /operator/login that sends the member back to the app's /customer-sso with an ES256 assertion,
// verified by the app through /operator/jwks.json. Start the app with
//   CUSTOMER_LOGIN_URL={this}/operator/login CUSTOMER_SSO_JWKS_URL={this}/operator/jwks.json
//   CUSTOMER_SSO_ISSUER={this}/operator
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { loadConfig } from '../server/config';
import devOAuthRoutes from '../server/routes/dev-oauth';

const config = loadConfig();
if (!config.OAUTH_FAKE_PROVIDERS || !config.OAUTH_FAKE_PROVIDER_URL) {
  throw new Error('Set OAUTH_FAKE_PROVIDERS=true and OAUTH_FAKE_PROVIDER_URL (where this provider listens)');
}
const where = new URL(config.OAUTH_FAKE_PROVIDER_URL);
const app = Fastify({ logger: { level: config.LOG_LEVEL } });
app.decorate('config', config);
await app.register(devOAuthRoutes, { prefix: '/api/dev/oauth' });

// The operator's site.
const operator = `${config.OAUTH_FAKE_PROVIDER_URL.replace(/\/+$/, '')}/operator`;
const { privateKey, publicKey } = await generateKeyPair('ES256');
const kid = randomUUID();
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
app.get('/operator/jwks.json', async () => ({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] }));
app.get('/operator/login', async (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator site</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Operator site: sign in</h1>
<form method="get" action="${escape(operator)}/continue"><label>Customer number <input name="customer_id" required></label>
<button type="submit">Sign in and go back to the app</button></form></main></body></html>`),
);
app.get<{ Querystring: { customer_id?: string } }>('/operator/continue', async (request, reply) => {
  const customerId = (request.query.customer_id ?? '').trim().toUpperCase();
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ sub: customerId, jti: randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuer(operator)
    .setAudience(config.CUSTOMER_SSO_AUDIENCE ?? config.PUBLIC_URL)
    .setIssuedAt(now)
    .setExpirationTime(now + 120)
    .sign(privateKey);
  // Back to the app without a language: the app keeps the one the member was using.
  return reply.redirect(`${config.PUBLIC_URL.replace(/\/+$/, '')}/customer-sso?assertion=${encodeURIComponent(assertion)}`);
});
await app.listen({ host: where.hostname, port: Number(where.port || 80) });
