// The durable job queue: pg-boss on the app's own database (PostgreSQL, or PGlite through its
// executeSql). Jobs: a page of a broadcast push (it queues that page's batches and the next page),
// a batch of at most 500 tokens, closing a month's top, and purging rows past their use. Every
// process works the queue; jobs are retried with backoff, and a job queued twice under one key
// (jobId) is queued once.
import PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from './services/auth/sessions';
import { purgeOldCodes } from './services/auth/sms-codes';
import { closeMonthAndNotify } from './services/monthly-top-close';
import { jobId, purgeOldDeliveries, readPage, sendBatchOnce, type BroadcastPage, type PushBatch } from './services/push/broadcast';

const QUEUES = {
  broadcastPage: 'push-broadcast-page',
  pushBatch: 'push-batch',
  closeMonth: 'monthly-top-close',
  purge: 'purge',
} as const;

const QUEUE_SETUP_LOCK_KEY = 727_004;

export interface JobQueue {
  /** Closes `month` (YYYY-MM) once, however often it is asked. */
  closeMonth(month: string): Promise<void>;
  /** Purges old sessions, codes and delivery rows, once per `period` key. */
  purge(period: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startQueue(app: FastifyInstance): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => app.database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
  const retries = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 };
  // Processes starting together would race to create the queue's schema and queues.
  await app.database.withLock(QUEUE_SETUP_LOCK_KEY, async () => {
    await boss.start();
    for (const name of Object.values(QUEUES)) await boss.createQueue(name, { name, ...retries });
  });

  const send = async (name: string, data: object, key: string) => {
    await boss.send(name, data, { id: jobId(`${name}:${key}`) });
  };
  const announcer = { push: app.push, defaultLanguage: app.config.DEFAULT_LANGUAGE };

  await boss.work<BroadcastPage>(QUEUES.broadcastPage, async ([job]) => {
    const { batches, next } = await readPage(app.db, job!.data);
    for (const batch of batches) await send(QUEUES.pushBatch, batch, batch.key);
    if (next) await send(QUEUES.broadcastPage, next, `${next.broadcastId}:${next.afterTokenId}`);
  });
  await boss.work<PushBatch>(QUEUES.pushBatch, async ([job]) => {
    await sendBatchOnce(app.db, app.push.transport, job!.data);
  });
  await boss.work<{ month: string }>(QUEUES.closeMonth, async ([job]) => {
    await closeMonthAndNotify(app.db, job!.data.month, announcer);
  });
  await boss.work(QUEUES.purge, async () => {
    await Promise.all([purgeExpiredSessions(app.db), purgeOldCodes(app.db), purgeOldDeliveries(app.db)]);
  });

  app.push.useQueue((page) => send(QUEUES.broadcastPage, page, `${page.broadcastId}:${page.afterTokenId}`));
  return {
    closeMonth: (month) => send(QUEUES.closeMonth, { month }, month),
    purge: (period) => send(QUEUES.purge, {}, period),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
