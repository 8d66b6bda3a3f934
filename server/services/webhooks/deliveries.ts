// An endpoint's delivery log (newest first, with every attempt), replaying a delivery (a new delivery of
// the same event, with the same Webhook-Id, queued behind the endpoint's others) and a test event sent
// to that endpoint only.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import { WEBHOOK_TEST_EVENT } from '../../../contract/console/webhook-events';
import { endpointRow } from './endpoints';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listWebhookDeliveries(db: Db, endpointId: number, page: number, pageSize: number) {
  await endpointRow(db, endpointId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  const rows = await db
    .select({ delivery: webhookDeliveries, publicId: webhookEvents.publicId, type: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(webhookAttempts.deliveryId, webhookAttempts.attempt)
    : [];
  return {
    total,
    page,
    page_size: pageSize,
    deliveries: rows.map(({ delivery: d, publicId, type, payload }) => ({
      id: d.id,
      event_id: publicId,
      event_type: type,
      state: d.state,
      attempts: d.attempts,
      last_status: d.lastStatus,
      last_error: d.lastError,
      replay_of: d.replayOf,
      created_at: d.createdAt.toISOString(),
      finished_at: iso(d.finishedAt),
      next_attempt_at: d.state === 'pending' ? d.nextAttemptAt.toISOString() : null,
      attempt_log: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({ attempt: a.attempt, status: a.status, duration_ms: a.durationMs, error: a.error, created_at: a.createdAt.toISOString() })),
      payload,
    })),
  };
}

export async function replayWebhookDelivery(db: Db, staffId: number, endpointId: number, deliveryId: number) {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ eventId: webhookDeliveries.eventId, publicId: webhookEvents.publicId })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
    if (!original) throw notFound('WebhookDeliveryNotFound', 'There is no such delivery of this endpoint.');
    const [replay] = await tx.insert(webhookDeliveries).values({ endpointId, eventId: original.eventId, replayOf: deliveryId }).returning({ id: webhookDeliveries.id });
    await writeAudit(tx, { staffId, action: 'webhook.replay', entityType: 'webhook_endpoint', entityId: endpointId, after: { delivery_id: deliveryId, event_id: original.publicId } });
    return { delivery_id: replay!.id, event_id: original.publicId };
  });
}

export async function sendWebhookTestEvent(db: Db, staffId: number, endpointId: number) {
  await endpointRow(db, endpointId);
  const publicId = `evt_${randomUUID().replaceAll('-', '')}`;
  const payload = {
    id: publicId,
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { endpoint_id: endpointId, message: 'A test event sent from the console.' },
  };
  return db.transaction(async (tx) => {
    const [event] = await tx.insert(webhookEvents).values({ publicId, type: WEBHOOK_TEST_EVENT, payload }).returning({ id: webhookEvents.id });
    const [delivery] = await tx.insert(webhookDeliveries).values({ endpointId, eventId: event!.id }).returning({ id: webhookDeliveries.id });
    await writeAudit(tx, { staffId, action: 'webhook.test', entityType: 'webhook_endpoint', entityId: endpointId, after: { event_id: publicId } });
    return { delivery_id: delivery!.id, event_id: publicId };
  });
}
