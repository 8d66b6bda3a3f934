// What is kept only for a while: ended sessions (members' and staff's), old staff sign-in failures,
// old sign-in codes, old push deliveries, old Idempotency-Keys and webhook events past their 30 days. Run hourly, by the job queue when there is one
// (server/queue.ts), else by the scheduler (server/jobs.ts).
import type { Db } from '../../db/client';
import { purgeExpiredSessions } from '../auth/sessions';
import { purgeOldCodes } from '../auth/sms-codes';
import { purgeOldIdempotencyKeys } from './idempotency-keys';
import { purgeOldDeliveries } from '../push/broadcast';
import { purgeExpiredStaffSessions } from '../staff/sessions';
import { purgeOldSignInFailures } from '../staff/sign-in-lockout';
import { purgeOldWebhookEvents } from '../webhooks/purge-old';

export async function purgeExpired(db: Db): Promise<void> {
  await Promise.all([purgeExpiredSessions(db), purgeExpiredStaffSessions(db), purgeOldSignInFailures(db), purgeOldCodes(db), purgeOldDeliveries(db), purgeOldIdempotencyKeys(db), purgeOldWebhookEvents(db)]);
}
