// Requests and answers of the webhook calls (/api/console/webhooks, admins): endpoints, their secret
// (shown once, at creation and rotation), the delivery log, replay and a test event. docs/webhooks.md.
import { z } from 'zod';
import { RouteId, MAX_ROW_ID, text } from '../safe';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

export { WEBHOOK_EVENT_TYPES };
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

const Int = z.number().int();
const Iso = z.string();
const Id = RouteId.pipe(z.number().max(MAX_ROW_ID, 'No such id.'));

export const WebhookEndpointBody = z.object({
  /** https:// (http:// outside production); never a private or local address unless the server allows it. */
  url: text(2000).trim().min(1),
  description: text(200).trim().default(''),
  events: z.array(WebhookEventType).min(1, 'Choose at least one event.').max(WEBHOOK_EVENT_TYPES.length),
  enabled: z.boolean().default(true),
});

export const WebhookEndpointChange = z
  .object({
    url: text(2000).trim().min(1).optional(),
    description: text(200).trim().optional(),
    events: z.array(WebhookEventType).min(1, 'Choose at least one event.').max(WEBHOOK_EVENT_TYPES.length).optional(),
    enabled: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Name something to change.');

export const WebhookEndpoint = z.object({
  id: Int,
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** The secret's last four characters, to tell which one a receiver has. */
  secret_hint: z.string(),
  pending: Int,
  failed: Int,
  created_at: Iso,
  updated_at: Iso,
});

export const WebhookEndpointList = z.object({ endpoints: z.array(WebhookEndpoint) });

/** The secret appears in this answer only: the console shows it once. */
export const WebhookEndpointWithSecret = z.object({ endpoint: WebhookEndpoint, secret: z.string() });

export const WebhookEndpointParam = z.object({ id: Id });

export const WebhookDeliveryParam = z.object({ id: Id, delivery_id: Id });

export const WebhookDeliveryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const WebhookDeliveryState = z.enum(['pending', 'succeeded', 'failed']);

export const WebhookAttempt = z.object({
  attempt: Int,
  /** Null: no answer (timeout, refused, connection failed). */
  status: Int.nullable(),
  duration_ms: Int,
  error: z.string().nullable(),
  created_at: Iso,
});

export const WebhookDelivery = z.object({
  id: Int,
  event_id: z.string(),
  event_type: z.string(),
  state: WebhookDeliveryState,
  attempts: Int,
  last_status: Int.nullable(),
  last_error: z.string().nullable(),
  replay_of: Int.nullable(),
  created_at: Iso,
  finished_at: Iso.nullable(),
  /** When the next attempt is due (pending only). */
  next_attempt_at: Iso.nullable(),
  attempt_log: z.array(WebhookAttempt),
  payload: z.unknown(),
});

export const WebhookDeliveryPage = z.object({ total: Int, page: Int, page_size: Int, deliveries: z.array(WebhookDelivery) });

export const WebhookDeliveryQueued = z.object({ delivery_id: Int, event_id: z.string() });
