// The durable job queue: pg-boss on the app's own database (PostgreSQL, or PGlite through its
// executeSql). Jobs: a page of a broadcast push (it queues that page's batches and the next page),
// a batch of at most 500 tokens, closing a month's top, purging rows past their use, the daily tier
// review, and expiring points (with their reminders). Every
// process works the queue; jobs are retried with backoff, and a job queued twice under one key
// (jobId) is queued once. Hourly also: the console overview's summaries (services/console/overview-summary.ts).
// Webhook deliveries: one job per attempt (services/webhooks/).
import PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import { closeMonthAndNotify } from './services/monthly-top/close';
import { jobId, readPage, sendBatchOnce, type BroadcastPage, type PushBatch } from './services/push/broadcast';
import { summariseOverview } from './services/console/overview-summary';
import { refreshStaleSegments } from './services/segments/membership';
import { purgeExpired } from './services/ops/purge';
import { reviewTiers } from './services/tiers/review-tiers';
import { runPointsExpiry } from './services/points-expiry/run-expiry';
import { observeQueueDepth, observedJob } from './observability/observed-jobs';
import { attemptDelivery, webhookSending } from './services/webhooks/attempt-delivery';
import { dispatchDueDeliveries, type DueDelivery } from './services/webhooks/dispatch';
import { processImport, type ImportMode } from './services/imports/process-import';

const QUEUES = {
  broadcastPage: 'push-broadcast-page',
  pushBatch: 'push-batch',
  closeMonth: 'monthly-top-close',
  purge: 'purge',
  summariseOverview: 'overview-summary',
  reviewTiers: 'tier-review',
  pointsExpiry: 'points-expiry',
  webhookDelivery: 'webhook-delivery',
  memberImport: 'member-import',
  refreshSegments: 'segments-refresh',
} as const;

const QUEUE_SETUP_LOCK_KEY = 727_004;
/** Push batches a process sends at once (each up to 500 tokens, one FCM multicast call). */
const BATCHES_AT_ONCE = 8;
/** Pages (of 500 tokens) one broadcast job reads before it queues the next job. */
const PAGES_PER_JOB = 20;

export interface JobQueue {
  /** Closes `month` (YYYY-MM) once, however often it is asked. */
  closeMonth(month: string): Promise<void>;
  /** Purges old sessions, codes and delivery rows, once per `period` key. */
  purge(period: string): Promise<void>;
  /** Summarises the console overview's closed days and funnels, once per `period` key. */
  summariseOverview(period: string): Promise<void>;
  /** Reviews members' tiers at the end of their windows, once per `day` key (services/tiers/review-tiers.ts). */
  reviewTiers(day: string): Promise<void>;
  /** Expires due points and sends the reminders, once per `period` key. */
  pointsExpiry(period: string): Promise<void>;
  /** Queues one attempt of a webhook delivery, once per its key (services/webhooks/dispatch.ts). */
  deliverWebhook(head: DueDelivery): Promise<void>;
  /** Runs a members file's dry run or import (services/imports/), once per `key`. */
  memberImport(importId: number, mode: ImportMode, key: string): Promise<void>;
  /** Recomputes the segments whose members are stale (services/segments/membership.ts), once per `period` key. */
  refreshSegments(period: string): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` (default 10 s) for those under way. */
  stop(timeoutMs?: number): Promise<void>;
}

export async function startQueue(app: FastifyInstance): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => app.database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (err) => {
    // pg-boss polls every half second: an unreachable database would otherwise be a stack trace each time.
    void app.outages.noteIfDatabaseUnreachable(err).then((noted) => {
      if (!noted) app.log.error({ err }, 'job queue error');
    });
  });
  const retries = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 };
  // Processes starting together would race to create the queue's schema and queues.
  await app.database.withLock(QUEUE_SETUP_LOCK_KEY, async () => {
    await boss.start();
    for (const name of Object.values(QUEUES)) {
      // A webhook attempt's own backoff is the delivery's (attempt-delivery.ts); pg-boss retries only a job whose process died.
      // An import of 100,000 rows runs for minutes; a run that stopped midway is safe to run again (idempotent).
      const options =
        name === QUEUES.webhookDelivery
          ? { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: Math.ceil(app.config.WEBHOOK_TIMEOUT_SECONDS) + 60 }
          : name === QUEUES.memberImport
            ? { ...retries, retryLimit: 2, expireInSeconds: 3600 }
            : retries;
      await boss.createQueue(name, { name, ...options });
    }
  });

  const send = async (name: string, data: object, key: string) => {
    await boss.send(name, data, { id: jobId(`${name}:${key}`) });
  };
  const announcer = { push: app.push, defaultLanguage: app.config.DEFAULT_LANGUAGE };

  // Pages chain one after another: look for the next one soon. Batches are sent a few at a time.
  // Each handler runs in a span of its own and is counted (observability/observed-jobs.ts).
  const withMetadata = { includeMetadata: true } as const;
  await boss.work<BroadcastPage>(QUEUES.broadcastPage, { pollingIntervalSeconds: 0.5, ...withMetadata }, observedJob(QUEUES.broadcastPage, async ([job]) => {
    let page: BroadcastPage | null = job!.data;
    // A job reads several pages (their batches queued as it goes) before it hands on to the next job.
    for (let read = 0; page && read < PAGES_PER_JOB; read += 1) {
      const { batches, next }: Awaited<ReturnType<typeof readPage>> = await readPage(app.db, page);
      for (const batch of batches) await send(QUEUES.pushBatch, batch, batch.key);
      page = next;
    }
    if (page) await send(QUEUES.broadcastPage, page, `${page.broadcastId}:${page.afterTokenId}`);
  }));
  const batchOptions = { pollingIntervalSeconds: 0.5, batchSize: BATCHES_AT_ONCE, ...withMetadata };
  await boss.work<PushBatch>(QUEUES.pushBatch, batchOptions, observedJob(QUEUES.pushBatch, async (jobs) => {
    await Promise.all(jobs.map((job) => sendBatchOnce(app.db, app.push.transport, job.data)));
  }));
  await boss.work<{ month: string }>(QUEUES.closeMonth, withMetadata, observedJob(QUEUES.closeMonth, async ([job]) => {
    await closeMonthAndNotify(app.db, job!.data.month, announcer);
  }));
  await boss.work(QUEUES.purge, withMetadata, observedJob(QUEUES.purge, async () => {
    await purgeExpired(app.db);
  }));
  await boss.work(QUEUES.summariseOverview, withMetadata, observedJob(QUEUES.summariseOverview, async () => {
    await summariseOverview(app.db);
  }));
  await boss.work(QUEUES.reviewTiers, withMetadata, observedJob(QUEUES.reviewTiers, async () => {
    await reviewTiers(app.db);
  }));
  await boss.work(QUEUES.pointsExpiry, withMetadata, observedJob(QUEUES.pointsExpiry, async () => {
    await runPointsExpiry({ db: app.db, push: app.push, mail: app.mail, config: app.config, log: app.log });
  }));
  const sending = webhookSending(app.config);
  const webhookOptions = { pollingIntervalSeconds: 0.5, batchSize: 4, ...withMetadata };
  await boss.work<DueDelivery>(QUEUES.webhookDelivery, webhookOptions, observedJob(QUEUES.webhookDelivery, async (jobs) => {
    const outcomes = await Promise.all(jobs.map((job) => attemptDelivery(app.db, sending, job.data.deliveryId, job.data.attempts)));
    // The endpoint's next delivery is due now: queue it without waiting for the next round.
    if (outcomes.includes('succeeded') || outcomes.includes('failed')) await dispatchDueDeliveries(app);
  }));
  // An operator waits on the page for the dry run: start it within half a second, not pg-boss's default 2 s.
  await boss.work<{ importId: number; mode: ImportMode }>(QUEUES.memberImport, { pollingIntervalSeconds: 0.5, ...withMetadata }, observedJob(QUEUES.memberImport, async ([job]) => {
    await processImport(app.db, job!.data.importId, job!.data.mode, app.config.LANGUAGES);
  }));
  await boss.work(QUEUES.refreshSegments, withMetadata, observedJob(QUEUES.refreshSegments, async () => {
    await refreshStaleSegments(app.db);
  }));
  const stopObservingDepth = observeQueueDepth(boss, Object.values(QUEUES));

  app.push.useQueue((page) => send(QUEUES.broadcastPage, page, `${page.broadcastId}:${page.afterTokenId}`));
  return {
    closeMonth: (month) => send(QUEUES.closeMonth, { month }, month),
    purge: (period) => send(QUEUES.purge, {}, period),
    summariseOverview: (period) => send(QUEUES.summariseOverview, {}, period),
    reviewTiers: (day) => send(QUEUES.reviewTiers, {}, day),
    pointsExpiry: (period) => send(QUEUES.pointsExpiry, {}, period),
    deliverWebhook: (head) => send(QUEUES.webhookDelivery, head, head.key),
    memberImport: (importId, mode, key) => send(QUEUES.memberImport, { importId, mode }, key),
    refreshSegments: (period) => send(QUEUES.refreshSegments, {}, period),
    stop: async (timeoutMs = 10_000) => {
      stopObservingDepth();
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
