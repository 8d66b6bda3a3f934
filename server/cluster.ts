// One worker process per core (WEB_CONCURRENCY) with node:cluster: the primary migrates and seeds
// once, forks the workers (they share the listening port), replaces a worker that dies, and on
// SIGTERM or SIGINT lets every worker drain before it exits. Only worker 1 runs the scheduled jobs.
import cluster from 'node:cluster';
import type { Config } from './config';

export const isWorker = () => cluster.isWorker;

/** Whether this worker runs the scheduled jobs (always true without a cluster). */
export const runsJobs = () => !cluster.isWorker || process.env.LOYALTY_JOBS_WORKER === '1';

export function superviseWorkers(config: Config, log: { info(m: string): void; warn(m: string): void }): void {
  const count = config.WEB_CONCURRENCY;
  let stopping = false;
  const jobsWorker = new Map<number, boolean>();

  const fork = (runsTheJobs: boolean) => {
    const worker = cluster.fork({ LOYALTY_JOBS_WORKER: runsTheJobs ? '1' : '0', MIGRATE_ON_START: 'false', SEED_DEMO: 'false' });
    jobsWorker.set(worker.id, runsTheJobs);
  };

  cluster.on('exit', (worker, code, signal) => {
    const hadJobs = jobsWorker.get(worker.id) ?? false;
    jobsWorker.delete(worker.id);
    if (stopping) {
      if (jobsWorker.size === 0) process.exit(0);
      return;
    }
    log.warn(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork(hadJobs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: draining ${jobsWorker.size} worker(s)`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // A worker that hangs is ended by its own shutdown deadline; this is the primary's backstop.
    setTimeout(() => process.exit(1), (config.SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i += 1) fork(i === 0);
  log.info(`started ${count} workers on port ${config.PORT}`);
}
