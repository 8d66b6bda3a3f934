// Webhook events are kept 30 days after they were recorded (the console's delivery log), then removed
// with their deliveries and attempts; an event with a delivery still pending stays until it finishes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const WEBHOOK_LOG_DAYS = 30;

export async function purgeOldWebhookEvents(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`delete from webhook_events e
    where e.created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${WEBHOOK_LOG_DAYS})
      and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.state = 'pending')`);
}
