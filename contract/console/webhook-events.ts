// The events a webhook endpoint may subscribe to (docs/webhooks.md describes each payload), shared by the
// server (the database triggers record them), the console and partners' documentation.
export const WEBHOOK_EVENT_TYPES = [
  'member.joined',
  'challenge.completed',
  'achievement.collected',
  'reward.redeemed',
  'reward.used',
  'points.adjusted',
  'tier.changed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The console's "send a test event": delivered only to the endpoint it was sent to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
