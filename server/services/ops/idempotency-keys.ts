// Idempotency-Keys (server/plugins/idempotency.ts) are kept for a week: long enough for any offline
// queue to have replayed its writes. Forgotten by the hourly purge (services/ops/purge.ts), not in requests.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

const KEEP_KEYS_DAYS = 7;

export async function purgeOldIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(days => ${KEEP_KEYS_DAYS})`));
}
