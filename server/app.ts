// Builds the Fastify instance: external plugins, then app plugins, then routes (fastify/demo order).
// main.ts listens on it; tests drive it through inject().
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { clientErrorHandler, errorHandler, frameworkErrors, notFoundHandler } from './plugins/errors';
import authenticate from './plugins/authenticate';
import draining from './plugins/draining';
import language from './plugins/language';
import mailTransport from './services/mail/plugin';
import pushService from './services/push/plugin';
import openapi from './plugins/openapi';
import partnerAuth from './plugins/partner-auth';
import staffAuth from './plugins/staff-auth';
import popupOpenerPolicy from './plugins/popup-opener-policy';
import staticApp from './plugins/static-app';
import compressBodies, { COMPRESS_THRESHOLD } from './plugins/compress-bodies';
import idempotency from './plugins/idempotency';
import safeInput from './plugins/safe-input';
import securityHeaders from './plugins/security-headers';
import achievementRoutes from './routes/achievements';
import authRoutes from './routes/auth';
import challengeRoutes from './routes/challenges';
import codeRoutes from './routes/codes';
import invitationRoutes from './routes/invitations';
import contentRoutes from './routes/content';
import customerIdRoutes from './routes/customer-id';
import liveRoutes from './routes/live';
import monthlyTopCardRoutes from './routes/monthly-top-card';
import snoozedRoutes from './routes/snoozed';
import devOAuthRoutes from './routes/dev-oauth';
import historyRoutes from './routes/history';
import tierRoutes from './routes/tiers';
import partnerTierRoutes from './routes/partner-tiers';
import healthRoutes from './routes/health';
import imageRoutes from './routes/images';
import operatorRoutes from './routes/operator';
import partnerEventRoutes from './routes/partner-events';
import partnerRewardRoutes from './routes/partner-rewards';
import partnerPointsExpiryRoutes from './routes/partner-points-expiry';
import pointsExpiryRoutes from './routes/points-expiry';
import partnerTagRoutes from './routes/partner-tags';
import pointsRoutes from './routes/points';
import friendRoutes from './routes/friends';
import monthlyTopRoutes from './routes/monthly-top';
import newsRoutes from './routes/news';
import prizeRoutes from './routes/prizes';
import profileRoutes from './routes/profile';
import pushRoutes from './routes/push';
import rewardRoutes from './routes/rewards';
import socialRoutes from './routes/social';
import translationRoutes from './routes/translations';
import userRoutes from './routes/user';
import consoleRoutes from './routes/console';
import memberCardRoutes from './routes/member-card';
import walletRoutes from './routes/wallet';
import appleWalletRoutes from './routes/wallet-apple';
import { rateLimitStore } from './plugins/rate-limit-store';
import { DependencyOutages } from './services/ops/dependency-outages';
import './types';
import { watchSessions } from './services/auth/session-cache';
import { watchCatalogue } from './services/challenges/catalogue';
import { watchPrizes } from './services/economy/prize-cache';
import { watchSettings } from './services/settings/settings-cache';
import { phoneCountry } from './services/settings/phone-country';
import { setDefaultPhoneRegion } from '../contract/phone';
import { responseSerializerCompiler } from './response-serializer';
import observability from './observability/plugin';
import { observePool, observeRateLimitStore } from './observability/metrics';
import { requestIdGenerator } from './observability/request-id';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
}

export type App = FastifyInstance;

/** A hop count trusts that many proxies next to the server (proxy-addr's own reading of a number). */
const trustProxyOption = (trust: Config['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: 2 * config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      // How often Node looks for requests past their deadlines (its default is 30 s).
      connectionsCheckingInterval: 1000,
    },
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors,
    clientErrorHandler,
    // Unique across processes; an incoming X-Request-Id is taken only from a trusted proxy.
    genReqId: requestIdGenerator(config.TRUST_PROXY !== false),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  app.decorate('config', config);
  setDefaultPhoneRegion(phoneCountry(config)?.region);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('queue', null);
  const outages = new DependencyOutages(app.log);
  outages.setProbe('database', () => database.executeSql('select 1'));
  app.decorate('outages', outages);
  app.addHook('onClose', async () => outages.stop());
  // Settings, sessions, challenges and prizes are kept in memory and dropped on the database's word (LISTEN/NOTIFY).
  for (const watch of [watchSettings, watchSessions, watchCatalogue, watchPrizes]) app.addHook('onClose', await watch(database));

  const poolStats = database.poolStats;
  if (poolStats) {
    const stopObserving = observePool(poolStats);
    app.addHook('onClose', async () => stopObserving());
  }

  // First, so that every answer (503s of the guards below included) carries its request id and is measured.
  await app.register(observability);
  // External plugins.
  await app.register(securityHeaders);
  await app.register(popupOpenerPolicy);
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  await app.register(cookie);
  await app.register(draining);
  await app.register(underPressure, {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    pressureHandler: (_request, reply) => {
      void reply
        .status(503)
        .header('retry-after', '5')
        .send({ error_code: 'ServerBusy', message: 'The server is very busy. Please try again in a few seconds.' });
    },
  });
  await app.register(rateLimit, { global: false, ...(await rateLimitStore(app, config, outages)) });
  const stopObservingLimits = observeRateLimitStore(() => outages.isDown('redis'));
  app.addHook('onClose', async () => stopObservingLimits());
  await app.register(openapi);

  // App plugins.
  await app.register(safeInput);
  await app.register(language);
  await app.register(authenticate);
  await app.register(staffAuth);
  await app.register(mailTransport);
  await app.register(pushService);
  await app.register(idempotency);
  await app.register(partnerAuth);
  // After every hook that reads a body as text (idempotency stores it), before @fastify/compress's own.
  await app.register(compressBodies);

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api/user-side' });
  await app.register(contentRoutes, { prefix: '/api/user-side' });
  await app.register(challengeRoutes, { prefix: '/api/user-side' });
  await app.register(achievementRoutes, { prefix: '/api/user-side' });
  await app.register(prizeRoutes, { prefix: '/api/user-side' });
  await app.register(rewardRoutes, { prefix: '/api/user-side' });
  await app.register(historyRoutes, { prefix: '/api/user-side' });
  await app.register(tierRoutes, { prefix: '/api/user-side' });
  await app.register(pointsRoutes, { prefix: '/api/user-side' });
  await app.register(pointsExpiryRoutes, { prefix: '/api/user-side' });
  await app.register(codeRoutes, { prefix: '/api/user-side' });
  await app.register(invitationRoutes, { prefix: '/api/user-side' });
  await app.register(pushRoutes, { prefix: '/api/user-side' });
  await app.register(newsRoutes, { prefix: '/api/user-side' });
  await app.register(monthlyTopRoutes, { prefix: '/api/user-side' });
  await app.register(profileRoutes, { prefix: '/api/user-side' });
  await app.register(friendRoutes, { prefix: '/api/user-side' });
  await app.register(socialRoutes, { prefix: '/api/user-side' });
  await app.register(customerIdRoutes, { prefix: '/api/user-side' });
  await app.register(liveRoutes, { prefix: '/api/user-side' });
  await app.register(monthlyTopCardRoutes, { prefix: '/api/user-side' });
  await app.register(snoozedRoutes, { prefix: '/api/user-side' });
  await app.register(memberCardRoutes, { prefix: '/api/user-side' });
  await app.register(walletRoutes, { prefix: '/api/user-side' });
  if (config.wallet.apple) await app.register(appleWalletRoutes, { prefix: '/api/wallet/apple', apple: config.wallet.apple });
  // The fake social sign-in provider of development and tests (never in production; config.ts refuses it).
  if (config.OAUTH_FAKE_PROVIDERS && !config.production) await app.register(devOAuthRoutes, { prefix: '/api/dev/oauth' });
  await app.register(partnerEventRoutes, { prefix: '/api/partner' });
  await app.register(partnerRewardRoutes, { prefix: '/api/partner' });
  await app.register(partnerTierRoutes, { prefix: '/api/partner' });
  await app.register(partnerPointsExpiryRoutes, { prefix: '/api/partner' });
  await app.register(partnerTagRoutes, { prefix: '/api/partner' });
  await app.register(operatorRoutes, { prefix: '/api/partner' });
  await app.register(consoleRoutes, { prefix: '/api/console' });
  await app.register(imageRoutes);
  await app.register(translationRoutes);
  await app.register(staticApp);

  return app;
}
