// The operator's webhook endpoints: register, change, rotate the secret, remove. The secret is returned
// only by create and rotate (the console shows it once) and never written to the audit log.
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../staff/audit';
import type { WebhookEndpointBody, WebhookEndpointChange } from '../../../contract/console/webhooks';
import type { WebhookEventType } from '../../../contract/console/webhook-events';
import { newWebhookSecret } from './signing';
import { checkTargetUrl, type TargetPolicy } from './target-url';

type Row = typeof webhookEndpoints.$inferSelect;

const audited = (row: Row) => ({ url: row.url, description: row.description, events: row.events, enabled: row.enabled });

async function shown(db: Db, row: Row) {
  const states = await db
    .select({ state: webhookDeliveries.state, n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, row.id), sql`${webhookDeliveries.state} <> 'succeeded'`))
    .groupBy(webhookDeliveries.state);
  const of = (state: string) => states.find((s) => s.state === state)?.n ?? 0;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    secret_hint: row.secret.slice(-4),
    pending: of('pending'),
    failed: of('failed'),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listWebhookEndpoints(db: Db) {
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
  return { endpoints: await Promise.all(rows.map((row) => shown(db, row))) };
}

async function endpointRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound('WebhookEndpointNotFound', 'There is no such webhook endpoint.');
  return row;
}

export async function createWebhookEndpoint(db: Db, staffId: number, body: z.output<typeof WebhookEndpointBody>, policy: TargetPolicy) {
  const url = checkTargetUrl(body.url, policy);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ url, description: body.description, events: [...new Set(body.events)], enabled: body.enabled, secret, createdByStaffId: staffId })
      .returning();
    await writeAudit(tx, { staffId, action: 'webhook.create', entityType: 'webhook_endpoint', entityId: created!.id, after: audited(created!) });
    return created!;
  });
  return { endpoint: await shown(db, row), secret };
}

export async function changeWebhookEndpoint(db: Db, staffId: number, id: number, body: z.output<typeof WebhookEndpointChange>, policy: TargetPolicy) {
  const url = body.url === undefined ? undefined : checkTargetUrl(body.url, policy);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
    if (!before) throw notFound('WebhookEndpointNotFound', 'There is no such webhook endpoint.');
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        url,
        description: body.description,
        events: body.events && [...new Set(body.events)],
        enabled: body.enabled,
        version: sql`${webhookEndpoints.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await writeAudit(tx, { staffId, action: 'webhook.update', entityType: 'webhook_endpoint', entityId: id, before: audited(before), after: audited(after!) });
    return after!;
  });
  return shown(db, row);
}

/** A new secret at once; the old one stops signing (receivers take the new one from the console). */
export async function rotateWebhookSecret(db: Db, staffId: number, id: number) {
  await endpointRow(db, id);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ secret, version: sql`${webhookEndpoints.version} + 1`, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await writeAudit(tx, { staffId, action: 'webhook.rotate_secret', entityType: 'webhook_endpoint', entityId: id });
    return after!;
  });
  return { endpoint: await shown(db, row), secret };
}

/** Removes the endpoint with its delivery log (events stay for other endpoints). */
export async function deleteWebhookEndpoint(db: Db, staffId: number, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!gone) throw notFound('WebhookEndpointNotFound', 'There is no such webhook endpoint.');
    await writeAudit(tx, { staffId, action: 'webhook.delete', entityType: 'webhook_endpoint', entityId: id, before: audited(gone) });
  });
  return { success: true as const };
}

export { endpointRow };
