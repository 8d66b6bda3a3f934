// Webhooks in the console, as types only.
import type { z } from 'zod';
import type * as C from '@contract/console/webhooks';

export type WebhookEndpoint = z.infer<typeof C.WebhookEndpoint>;
export type WebhookEndpointWithSecret = z.infer<typeof C.WebhookEndpointWithSecret>;
export type WebhookDelivery = z.infer<typeof C.WebhookDelivery>;
export type WebhookEventType = z.infer<typeof C.WebhookEventType>;
