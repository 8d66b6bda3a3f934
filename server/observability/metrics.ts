// The Prometheus metrics of one process, in a registry of their own (not prom-client's global one).
// Counters are per process and Prometheus sums them; gauges read at scrape time from what this process
// holds (its connection pool, the job queue's size, the Redis link). Several apps in one process (tests)
// each add their sources and remove them on close, so a gauge sums the open ones.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern (never the raw URL) and status.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const rateLimitRejections = new Counter({
  name: 'loyalty_rate_limit_rejections_total',
  help: 'Requests answered 429 (rate limit), by route pattern.',
  labelNames: ['route'] as const,
  registers,
});

export const messagesSent = new Counter({
  name: 'loyalty_messages_total',
  help: 'SMS, mail and push sends by channel, transport and outcome (sent or failed).',
  labelNames: ['channel', 'transport', 'outcome'] as const,
  registers,
});

export const pointsIssued = new Counter({
  name: 'loyalty_points_issued_total',
  help: 'Points credited to members (earnings and other credits), by ledger kind; counted when posted.',
  labelNames: ['kind'] as const,
  registers,
});

export const pointsRedeemed = new Counter({
  name: 'loyalty_points_redeemed_total',
  help: 'Points spent on prizes (redemptions).',
  registers,
});

export const redemptions = new Counter({
  name: 'loyalty_redemptions_total',
  help: 'Prizes redeemed.',
  registers,
});

export const jobsRun = new Counter({
  name: 'loyalty_jobs_total',
  help: 'Job-queue jobs handled, by queue and outcome (completed or failed; failed ones are retried).',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});

export const jobWait = new Histogram({
  name: 'loyalty_job_wait_seconds',
  help: 'Age of a job when a worker started it (created to started), by queue.',
  labelNames: ['queue'] as const,
  buckets: [0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers,
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const poolSources = new Set<() => PoolStats>();
const queueSources = new Set<() => Promise<Record<string, number>>>();
const rateLimitStoreSources = new Set<() => boolean>();

const addSource = <T>(set: Set<T>, source: T) => {
  set.add(source);
  return () => void set.delete(source);
};

/** Reports a connection pool's counts at every scrape until the returned function is called. */
export const observePool = (stats: () => PoolStats) => addSource(poolSources, stats);
/** Reports the jobs waiting per queue at every scrape until the returned function is called. */
export const observeQueue = (sizes: () => Promise<Record<string, number>>) => addSource(queueSources, sizes);
/** Reports whether the shared rate-limit store (Redis) is unreachable, until the returned function is called. */
export const observeRateLimitStore = (degraded: () => boolean) => addSource(rateLimitStoreSources, degraded);

const sumOf = (pick: (stats: PoolStats) => number) => [...poolSources].reduce((sum, stats) => sum + pick(stats()), 0);

new Gauge({
  name: 'loyalty_db_pool_connections',
  help: 'PostgreSQL connections in this process pool, by state (total, idle).',
  labelNames: ['state'] as const,
  registers,
  collect() {
    if (!poolSources.size) return;
    this.set({ state: 'total' }, sumOf((s) => s.total));
    this.set({ state: 'idle' }, sumOf((s) => s.idle));
  },
});

new Gauge({
  name: 'loyalty_db_pool_waiting_requests',
  help: 'Queries waiting for a free PostgreSQL connection (the pool is exhausted while above 0).',
  registers,
  collect() {
    if (poolSources.size) this.set(sumOf((s) => s.waiting));
  },
});

new Gauge({
  name: 'loyalty_job_queue_depth',
  help: 'Jobs waiting in the durable queue (created or waiting for a retry), by queue.',
  labelNames: ['queue'] as const,
  // Every process reads the same shared queue: the cluster's figure is any one of them, not their sum.
  aggregator: 'max',
  registers,
  async collect() {
    for (const sizes of queueSources) {
      const byQueue = await sizes().catch(() => null);
      for (const [queue, size] of Object.entries(byQueue ?? {})) this.set({ queue }, size);
    }
  },
});

new Gauge({
  name: 'loyalty_rate_limit_store_degraded',
  help: '1 while Redis (REDIS_URL) is unreachable and the rate limits count in each process instead (per-process fallback).',
  aggregator: 'max',
  registers,
  collect() {
    if (rateLimitStoreSources.size) this.set([...rateLimitStoreSources].some((degraded) => degraded()) ? 1 : 0);
  },
});

let processMetricsOn = false;

/** Adds Node's process metrics (CPU, memory, event-loop lag, GC); only where metrics are served, once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
