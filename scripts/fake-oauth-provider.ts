// The fake OAuth provider (server/routes/dev-oauth.ts) on an origin of its own, as Google, Facebook,
// LinkedIn and Apple are: the app's popup really leaves for another origin and comes back. Start it
// with the app's environment plus OAUTH_FAKE_PROVIDER_URL, e.g.
//   OAUTH_FAKE_PROVIDERS=true OAUTH_FAKE_PROVIDER_URL=http://127.0.0.1:8090 npx tsx scripts/fake-oauth-provider.ts
// and start the app with the same two variables.
import Fastify from 'fastify';
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
await app.listen({ host: where.hostname, port: Number(where.port || 80) });
