// Signatures of webhook deliveries in the Standard Webhooks form (standardwebhooks, by Svix): HMAC-SHA256
// with the endpoint's secret over `id.timestamp.body`, sent as Webhook-Id, Webhook-Timestamp (Unix
// seconds) and Webhook-Signature (`v1,<base64>`). Receivers verify with the same package or a few lines
// (docs/webhooks.md).
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, the form Standard Webhooks libraries read. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(secret: string, eventId: string, body: string, at: Date): SignedHeaders {
  const signature = new Webhook(secret).sign(eventId, at, body);
  return { 'webhook-id': eventId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}
