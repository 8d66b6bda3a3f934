// Where @fastify/rate-limit keeps its counters: Redis (REDIS_URL) when several processes must share
// one per-IP limit, this process's memory otherwise.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export async function rateLimitStore(app: FastifyInstance, config: Config) {
  if (!config.REDIS_URL) return {};
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 2000,
    // Commands fail fast while Redis is away; the limiter then lets requests through (skipOnError).
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'redis: rate-limit counters unavailable'));
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'loyalty-rl:', skipOnError: true };
}
