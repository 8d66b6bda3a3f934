// Started by main.ts. config -> database (migrations under a lock) -> demo programme (first start) ->
// app -> listen -> scheduled jobs; the metrics port (METRICS_PORT) in the process that owns it. With WEB_CONCURRENCY > 1 the primary migrates and seeds, then supervises one
// worker per core (cluster.ts), each of which serves. SIGTERM or SIGINT drains (shutdown.ts): readiness
// 503 first, then stop accepting, let requests and queue jobs in flight finish within
// SHUTDOWN_TIMEOUT_SECONDS, close the database.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { isWorker, runsJobs, superviseWorkers } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs';
import { startWebhookSender } from './services/webhooks/dispatch';
import { startQueue } from './queue';
import { loggerOptions } from './logger';
import { seedIfEmpty } from './seed';
import { drainThenClose } from './shutdown';
import { aggregateWorkerMetrics, offerMetricsToPrimary } from './observability/cluster-metrics';
import { collectProcessMetrics, metricsRegistry } from './observability/metrics';
import { serveMetrics, type MetricsServer } from './observability/metrics-server';
import { flushTraces } from './observability/tracing-control';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  migrate: config.MIGRATE_ON_START,
  timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000, queryMs: config.DATABASE_QUERY_TIMEOUT_SECONDS * 1000 },
});
const app = await buildApp({ config, database, logger: loggerOptions(config.LOG_LEVEL) });
const metricsServed = Boolean(config.METRICS_PORT || config.METRICS_TOKEN);
if (config.SEED_DEMO) await seedIfEmpty(database.db, app.log);

if (config.WEB_CONCURRENCY > 1 && !isWorker()) {
  // The primary only supervises: its database and app were for migrating and seeding.
  await app.close();
  await database.close();
  if (!config.REDIS_URL) app.log.warn('WEB_CONCURRENCY > 1 without REDIS_URL: each worker counts the per-IP limits alone');
  // The workers' metrics, summed, on the primary's METRICS_PORT (and for a worker asked with METRICS_TOKEN).
  const clusterMetrics = metricsServed ? aggregateWorkerMetrics() : null;
  if (clusterMetrics && config.METRICS_PORT) await serveMetrics({ port: config.METRICS_PORT, host: config.METRICS_HOST }, clusterMetrics, app.log);
  superviseWorkers(config, app.log);
} else {
  let metricsServer: MetricsServer | null = null;
  if (isWorker()) {
    if (metricsServed) offerMetricsToPrimary();
  }
  else if (config.METRICS_PORT) {
    collectProcessMetrics();
    metricsServer = await serveMetrics({ port: config.METRICS_PORT, host: config.METRICS_HOST }, () => metricsRegistry.metrics(), app.log);
  }
  let stopJobs: () => Promise<void> = async () => {};
  if (config.JOB_QUEUE) app.queue = await startQueue(app);
  closeWithGrace(
    { delay: config.SHUTDOWN_TIMEOUT_SECONDS * 1000, logger: { error: (message: string) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info(`${signal ?? 'close'}: finishing requests in flight, then closing`);
      await drainThenClose(app, database, stopJobs, { signal, crashed: Boolean(err) });
      await metricsServer?.close();
      await flushTraces();
    },
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Loyalty app on ${config.PUBLIC_URL} (${database.kind} database)`);
  if (metricsServer) app.log.info(`Prometheus metrics on http://${config.METRICS_HOST}:${metricsServer.port}/metrics`);
  if (runsJobs()) {
    const stopSchedule = startJobs(app);
    const stopWebhooks = startWebhookSender(app);
    stopJobs = async () => {
      await Promise.all([stopSchedule(), stopWebhooks()]);
    };
  }
}
