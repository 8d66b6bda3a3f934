// Webhooks (docs/webhooks.md): deadlines, retries and how often pending deliveries are looked for.
import { z } from 'zod';
import { bool } from './env-kinds';

export const webhookEnv = {
  /** An attempt's deadline. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
  /** Attempts per delivery before it is marked failed. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** The first retry's delay, doubling each time, at most an hour. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  WEBHOOK_POLL_SECONDS: z.coerce.number().min(0).max(60).default(1),
  /** Let webhook URLs reach loopback, private and link-local addresses (development and tests only; SSRF). */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool.default(false),
};
