// Where @fastify/rate-limit keeps its counters: Redis (REDIS_URL) when several processes must share
// one per-IP limit, this process's memory otherwise. Degrade, never open: while Redis cannot be
// reached each process counts in its own memory (rate-limiter-flexible's counters, its insurance
// idea done here explicitly, so that the fallback is what marks the outage), and the outage is
// reported once (services/ops/dependency-outages.ts). A Redis that does not answer at start is the
// same outage: the process starts degraded rather than not at all, so replicas can restart while
// Redis is away.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { DependencyOutages } from '../services/ops/dependency-outages';

const KEY_PREFIX = 'loyalty-rl';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}
/** The plugin's types promise the route's options; at run time they come as its merged params with `routeInfo`. */
type RouteParams = RouteInfo & { routeInfo?: RouteInfo };

/** The REDIS_URL without its password, for log lines. */
export function redisUrlForLogs(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparseable URL';
  }
}

class Limiters {
  private readonly byWindow = new Map<string, { shared: RateLimiterRedis; local: RateLimiterMemory }>();

  constructor(
    private readonly redis: Redis,
    private readonly outages: DependencyOutages,
    private readonly urlForLogs: string,
  ) {}

  count(key: string, timeWindow: number, max: number, done: Done): void {
    const { shared, local } = this.limitersFor(timeWindow, max);
    consume(shared, key).then(
      (counted) => {
        this.outages.up('redis');
        done(null, counted);
      },
      (error: unknown) => {
        this.outages.down('redis', `REDIS_URL ${this.urlForLogs}: ${error instanceof Error ? error.message : String(error)}`);
        consume(local, key).then((counted) => done(null, counted), (localError: unknown) => done(localError as Error));
      },
    );
  }

  private limitersFor(timeWindow: number, max: number) {
    const id = `${timeWindow}/${max}`;
    let pair = this.byWindow.get(id);
    if (!pair) {
      const options = { keyPrefix: KEY_PREFIX, points: Math.max(max, 1), duration: timeWindow / 1000 };
      pair = {
        shared: new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true }),
        local: new RateLimiterMemory(options),
      };
      this.byWindow.set(id, pair);
    }
    return pair;
  }
}

/** The counter after this request, whether or not it is over the limit (the plugin compares it with max). */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<Counted> {
  try {
    const res = await limiter.consume(key);
    return { current: res.consumedPoints, ttl: res.msBeforeNext };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { current: refusal.consumedPoints, ttl: refusal.msBeforeNext };
    throw refusal;
  }
}

function storeClass(limiters: Limiters) {
  return class SharedCountersWithLocalFallback {
    /** The plugin constructs it with its options (unused: every call brings its window and max). */
    constructor(
      _pluginOptions: object,
      private readonly route = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      limiters.count(`${this.route}${key}`, timeWindow, max, done);
    }

    child(params: RouteParams) {
      const { method = '', url = '' } = params.routeInfo ?? params;
      return new SharedCountersWithLocalFallback(params, `${Array.isArray(method) ? method.join(',') : method}${url}-`);
    }
  };
}

export async function rateLimitStore(app: FastifyInstance, config: Config, outages: DependencyOutages) {
  if (!config.REDIS_URL) return {};
  const { Redis } = await import('ioredis');
  const urlForLogs = redisUrlForLogs(config.REDIS_URL);
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 2000,
    // A Redis that holds a command longer (stalled, overloaded) counts as away for that request.
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  let starting = true;
  // connect() rejects with "Connection is closed."; the 'error' event before it says why.
  let startError = '';
  const wentAway = (why: string) => outages.down('redis', `REDIS_URL ${urlForLogs}: ${why}`);
  // ioredis reconnects on its own; each failed attempt is an 'error' event, reported once per outage.
  redis.on('error', (err: Error) => {
    if (starting) startError ||= err.message;
    else wentAway(err.message);
  });
  redis.on('close', () => {
    if (!starting) wentAway('connection closed');
  });
  redis.on('ready', () => outages.up('redis'));
  outages.setProbe('redis', () => redis.ping());
  await redis.connect().catch((err: Error) => {
    outages.down('redis', `REDIS_URL ${urlForLogs} does not answer at start (${startError || err.message}), so the server starts without it`);
  });
  starting = false;
  app.addHook('onClose', async () => {
    redis.removeAllListeners('close');
    await redis.quit().catch(() => redis.disconnect());
  });
  return { store: storeClass(new Limiters(redis, outages, urlForLogs)) };
}
