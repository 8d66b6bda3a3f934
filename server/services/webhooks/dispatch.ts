// Finds each endpoint's oldest pending delivery that is due and sends it: as a pg-boss job when the job
// queue runs (queue.ts; a job per attempt, keyed so that processes looking together queue it once), else
// in this process. Runs every WEBHOOK_POLL_SECONDS, and again at once after a delivery succeeds.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { attemptDelivery, webhookSending } from './attempt-delivery';

export interface DueDelivery {
  deliveryId: number;
  attempts: number;
  /**
   * The job's key: the delivery, its attempts, its endpoint's version (a change such as re-enabling queues
   * it anew) and when it fell due (each claim moves that: an attempt whose process died is queued again
   * when its lease ends, never twice while it is held).
   */
  key: string;
}

const HEADS_PER_ROUND = 200;

/** The oldest pending delivery of each enabled endpoint, if it is due now. */
export async function dueDeliveries(db: Db): Promise<DueDelivery[]> {
  const rows = await queryRows<{ id: string | number; attempts: number; version: number; due: string }>(
    db,
    sql`select id, attempts, version, extract(epoch from next_attempt_at)::text as due from (
          select distinct on (d.endpoint_id) d.id, d.attempts, d.next_attempt_at, e.version
          from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where d.state = 'pending' and e.enabled
          order by d.endpoint_id, d.id
        ) heads where next_attempt_at <= now() order by id limit ${HEADS_PER_ROUND}`,
  );
  return rows.map((r) => ({ deliveryId: Number(r.id), attempts: r.attempts, key: `${r.id}:${r.attempts}:${r.version}:${r.due}` }));
}

/** One round: queue (or, without the queue, make) the due attempts; answers how many there were. */
export async function dispatchDueDeliveries(app: FastifyInstance): Promise<number> {
  const due = await dueDeliveries(app.db);
  const queue = app.queue;
  if (queue) {
    for (const head of due) await queue.deliverWebhook(head);
    return due.length;
  }
  const sending = webhookSending(app.config);
  // Endpoints side by side; within one, the next delivery waits for the next round (it is the head then).
  await Promise.all(due.map((head) => attemptDelivery(app.db, sending, head.deliveryId, head.attempts)));
  return due.length;
}

/** Starts the rounds; the returned function stops them and waits for the one under way. */
export function startWebhookSender(app: FastifyInstance): () => Promise<void> {
  const seconds = app.config.WEBHOOK_POLL_SECONDS;
  if (!seconds) return async () => undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = async () => {
    // Without the queue, a round that sent something is followed at once by the next (the next heads).
    for (let rounds = 0; rounds < 50 && !stopped; rounds += 1) {
      if ((await dispatchDueDeliveries(app)) === 0 || app.queue) break;
    }
  };
  const tick = () => {
    running ??= round()
      .catch(async (err: unknown) => {
        if (!(await app.outages.noteIfDatabaseUnreachable(err))) app.log.error({ err }, 'webhook dispatch failed');
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
