// Webhook events no single table change stands for are emitted by the code that makes the change, inside
// its transaction (the same outbox as the triggers: db/functions/record_webhook_event.sql). The tier
// change calls emitTierChanged from the transaction that moves a member to a new tier.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { WebhookEventType } from '../../../contract/console/webhook-events';

/** Records `type` for `memberId` in the caller's transaction; answers the event id, or null when no endpoint listens. */
export async function emitWebhookEvent(tx: Db | Tx, type: WebhookEventType, memberId: number | null, data: Record<string, unknown>): Promise<string | null> {
  const [row] = await queryRows<{ id: string | null }>(tx, sql`select record_webhook_event(${type}, ${memberId}, ${JSON.stringify(data)}::jsonb) as id`);
  return row?.id ?? null;
}

/** The payload of tier.changed (docs/webhooks.md). Tiers are named by their key; `from` is null for a first tier. */
export interface TierChange {
  memberId: number;
  from: string | null;
  to: string;
  /** What moved the member: points earned, a yearly review, or staff. */
  reason: 'points' | 'review' | 'staff';
  changedAt?: Date;
}

export function emitTierChanged(tx: Db | Tx, change: TierChange): Promise<string | null> {
  return emitWebhookEvent(tx, 'tier.changed', change.memberId, {
    from_tier: change.from,
    to_tier: change.to,
    reason: change.reason,
    changed_at: (change.changedAt ?? new Date()).toISOString(),
  });
}
