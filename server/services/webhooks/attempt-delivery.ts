// One attempt of one delivery: claimed first (a lease on its next_attempt_at, so two processes never
// send the same attempt), sent only when it is its endpoint's oldest pending delivery (order per
// endpoint, docs/webhooks.md), then recorded: the attempt's status and duration, and the delivery
// succeeded, failed for good after WEBHOOK_MAX_ATTEMPTS, or due again after an exponential backoff.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { webhookAttempts } from '../../db/schema';
import { postSigned } from './post-signed';
import { signedHeaders } from './signing';

export interface WebhookSending {
  timeoutMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  allowPrivate: boolean;
}

export const webhookSending = (config: {
  WEBHOOK_TIMEOUT_SECONDS: number;
  WEBHOOK_MAX_ATTEMPTS: number;
  WEBHOOK_RETRY_BASE_SECONDS: number;
  WEBHOOK_ALLOW_PRIVATE_TARGETS: boolean;
}): WebhookSending => ({
  timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
  maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
  retryBaseSeconds: config.WEBHOOK_RETRY_BASE_SECONDS,
  allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
});

const MAX_BACKOFF_SECONDS = 3600;
/** The delay before attempt `attempt + 1`: base, 2 x base, 4 x base, ... at most an hour. */
export const backoffSeconds = (attempt: number, base: number) => Math.min(MAX_BACKOFF_SECONDS, base * 2 ** (attempt - 1));

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'not-due' | 'waiting-for-earlier' | 'gone';

interface Claimed {
  attempts: number;
  url: string;
  secret: string;
  public_id: string;
  payload: unknown;
}

/**
 * Attempts delivery `deliveryId` if it is due. `attempts` (from the job) guards against a stale job: an
 * attempt already recorded is not made again.
 */
export async function attemptDelivery(db: Db, sending: WebhookSending, deliveryId: number, attempts?: number): Promise<AttemptOutcome> {
  const leaseSeconds = Math.ceil(sending.timeoutMs / 1000) + 30;
  const claimed = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ state: string; enabled: boolean; attempts: number; due: boolean; earlier: boolean }>(
      tx,
      sql`select d.state, e.enabled, d.attempts, d.next_attempt_at <= now() as due,
            exists (select 1 from webhook_deliveries p where p.endpoint_id = d.endpoint_id and p.state = 'pending' and p.id < d.id) as earlier
          from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where d.id = ${deliveryId} for update of d`,
    );
    if (!row || row.state !== 'pending' || !row.enabled || (attempts !== undefined && row.attempts !== attempts)) return 'gone' as const;
    if (row.earlier) return 'waiting-for-earlier' as const;
    if (!row.due) return 'not-due' as const;
    const [claim] = await queryRows<Claimed>(
      tx,
      sql`update webhook_deliveries d set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
          from webhook_endpoints e, webhook_events v
          where d.id = ${deliveryId} and e.id = d.endpoint_id and v.id = d.event_id
          returning d.attempts, e.url, e.secret, v.public_id, v.payload`,
    );
    return claim!;
  });
  if (typeof claimed === 'string') return claimed;

  const body = typeof claimed.payload === 'string' ? claimed.payload : JSON.stringify(claimed.payload);
  const headers = signedHeaders(claimed.secret, claimed.public_id, body, new Date());
  const result = await postSigned(claimed.url, body, headers, {
    timeoutMs: sending.timeoutMs,
    allowPrivate: sending.allowPrivate,
    userAgent: 'loyalty-webhooks/1',
  });
  const attempt = claimed.attempts + 1;
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const outcome: AttemptOutcome = ok ? 'succeeded' : attempt >= sending.maxAttempts ? 'failed' : 'retrying';
  const retryIn = backoffSeconds(attempt, sending.retryBaseSeconds);
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values({ deliveryId, attempt, status: result.status, durationMs: result.durationMs, error: result.error })
      .onConflictDoNothing();
    await tx.execute(sql`update webhook_deliveries set attempts = ${attempt}, last_status = ${result.status}, last_error = ${result.error},
        state = ${outcome === 'retrying' ? 'pending' : outcome},
        next_attempt_at = case when ${outcome === 'retrying'} then now() + make_interval(secs => ${retryIn}) else next_attempt_at end,
        finished_at = case when ${outcome === 'retrying'} then null else now() end
      where id = ${deliveryId} and attempts = ${claimed.attempts}`);
  });
  return outcome;
}
