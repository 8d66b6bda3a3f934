import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, created } from './columns';
import { staff } from './staff';

/** A partner's receiver of webhooks (docs/webhooks.md): where, which events, and the signing secret. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** `whsec_` + base64 of 32 random bytes (Standard Webhooks); shown to the operator once. */
  secret: text('secret').notNull(),
  /** Bumped on every change: a delivery job queued for an older version is queued anew (services/webhooks/dispatch.ts). */
  version: integer('version').notNull().default(1),
  createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * The transactional outbox of webhook events: written by triggers (db/functions/record_webhook_event.sql)
 * in the transaction of the change itself, so an event exists exactly when its change committed.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The partner-facing id (`evt_...`), sent as Webhook-Id on every attempt and replay. */
    publicId: text('public_id').notNull(),
    type: text('type').notNull(),
    userId: integer('user_id'),
    /** The whole body sent to receivers: { id, type, timestamp, data }. */
    payload: jsonb('payload').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('webhook_events_public_id_key').on(t.publicId)],
);

/** One event for one endpoint; replays are new rows (replayOf). Sent in id order per endpoint. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending').$type<'pending' | 'succeeded' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    replayOf: bigint('replay_of', { mode: 'number' }),
    finishedAt: tz('finished_at'),
    createdAt: created(),
  },
  (t) => [
    // The dispatcher reads each endpoint's oldest pending delivery.
    index('webhook_deliveries_pending_idx').on(t.endpointId, t.id).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Every HTTP attempt of a delivery: the answer's status (null: none) and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_attempt_key').on(t.deliveryId, t.attempt)],
);
