// The process: where it listens, whom it trusts, how it starts, logs, sheds load and stops.
import { z } from 'zod';
import { bool } from './env-kinds';

export const processEnv = {
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which X-Forwarded-For entries to believe, in Fastify's trustProxy forms: a hop count (`1` behind one
   * reverse proxy) or the proxies' addresses and CIDRs, comma-separated. Never the whole chain: a
   * client writes the left of it, so `true` means one hop. `false` (default) uses the socket address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): number | string[] | false => {
      const value = v.trim().toLowerCase();
      if (['', 'false', '0', 'no'].includes(value)) return false;
      if (value === 'true' || value === 'yes') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const addresses = value.split(',').map((s) => s.trim()).filter(Boolean);
      if (addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a))) return addresses;
      ctx.addIssue({ code: 'custom', message: 'a hop count or comma-separated proxy addresses' });
      return z.NEVER;
    }),
  /** Slow clients: the whole request, and its header block, must arrive within these (seconds). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** Open connections beyond this are refused at once. */
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(2000),
  /** Where PGlite, the JWT secret and the image cache live. */
  DATA_DIR: z.string().default('./data'),
  /** The built app (vite build output). */
  STATIC_DIR: z.string().default('./dist'),
  /** Public origin, used in links sent by SMS or mail; http://localhost:{PORT} when unset. */
  PUBLIC_URL: z.string().optional(),
  /** How often the scheduled jobs run (announcing what went live, closing the monthly top); 0 turns them off. */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Broadcast pushes, month closing and purging through the durable job queue (pg-boss); default on
   * with PostgreSQL. Off, the same work runs in the process that asks for it.
   */
  JOB_QUEUE: bool.optional(),
  /** The resized-image disk cache's size, and how many resizes may run at once. */
  IMAGE_CACHE_MB: z.coerce.number().positive().default(256),
  IMAGE_RESIZES_AT_ONCE: z.coerce.number().int().positive().default(2),
  /** How long a crashed request's Idempotency-Key stays claimed before a retry may run it. */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().positive().default(30),
  /** Seed the demo programme into an empty database; default on, except in production. */
  SEED_DEMO: bool.optional(),
  /** Production refuses SEED_DEMO=true (a known admin password) unless this is true too. */
  ALLOW_DEMO_SEED_IN_PRODUCTION: bool.default(false),
  LOG_LEVEL: z.string().default('info'),
  /**
   * Prometheus metrics (server/observability): on a port of their own, METRICS_PORT on METRICS_HOST
   * (loopback unless set), and/or at /metrics on the app's port for `Authorization: Bearer METRICS_TOKEN`.
   * Neither set: not served (the app's /metrics answers 404). Several workers are summed by the primary.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Apply pending migrations at start (under a lock); off when `npm run db:migrate` is a deploy step. */
  MIGRATE_ON_START: bool.default(true),
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** On SIGTERM, readiness answers 503 this long before the listener closes (a proxy notices); within the timeout above. Default 5 in production, else 0. */
  SHUTDOWN_READINESS_DELAY_SECONDS: z.coerce.number().min(0).optional(),
  /**
   * Requests are answered 503 ServerBusy while the event loop lags more than this; 0 = never. Default
   * 1000 on PostgreSQL; off on the embedded database, whose queries run on the event loop itself.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** Worker processes serving on one port (node:cluster); default the cores in production, 1 otherwise. PGlite allows 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Redis for state shared by several processes (per-IP rate limits); unset = memory of this process. */
  REDIS_URL: z.string().optional(),
  /** A Redis command (the ready check at start included) that takes longer counts as Redis being away. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(500),
};
