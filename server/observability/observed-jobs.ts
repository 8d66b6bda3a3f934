// Job-queue work seen from outside: each handler call in a consumer span, counted by outcome, the jobs'
// wait (eligible to started) in a histogram, and the queues' depth read at scrape time (pg-boss getQueueSize).
import type PgBoss from 'pg-boss';
import { jobWait, jobsRun, observeQueue } from './metrics';
import { SpanKind, inSpan } from './spans';

type Handler<T> = (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<void>;

/** Ask pg-boss for these jobs' metadata (`includeMetadata: true`): the wait is read from it. */
export function observedJob<T>(queue: string, handler: Handler<T>): Handler<T> {
  return async (jobs) => {
    const now = Date.now();
    for (const job of jobs) {
      const eligibleAt = Math.max(new Date(job.createdOn).getTime(), new Date(job.startAfter).getTime());
      jobWait.observe({ queue }, Math.max(0, now - eligibleAt) / 1000);
    }
    const attributes = { 'messaging.system': 'pg-boss', 'messaging.destination.name': queue, 'messaging.batch.message_count': jobs.length };
    try {
      await inSpan(`job ${queue}`, SpanKind.CONSUMER, attributes, () => handler(jobs));
      jobsRun.inc({ queue, outcome: 'completed' }, jobs.length);
    } catch (error) {
      jobsRun.inc({ queue, outcome: 'failed' }, jobs.length);
      throw error;
    }
  };
}

/** Reports the waiting jobs of `queues` at every scrape; answers how to stop. */
export function observeQueueDepth(boss: PgBoss, queues: readonly string[]): () => void {
  return observeQueue(async () => {
    const sizes = await Promise.all(queues.map((name) => boss.getQueueSize(name)));
    return Object.fromEntries(queues.map((name, i) => [name, sizes[i] ?? 0]));
  });
}
