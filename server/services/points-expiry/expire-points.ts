// Expires what is due: batches of members through the database function expire_points_lots
// (server/db/functions/expire_points_lots.sql), each batch one transaction writing one 'points_expiry'
// ledger row per member. Safe to run twice or in two processes at once (rows locked with SKIP LOCKED,
// emptied lots are not due any more). Run hourly by the job queue (server/queue.ts) or the scheduler.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/** The history's words for an expiry ('points_expiry' is the kind reports read: keep it). */
export const EXPIRY_TITLE = { en: 'Points expired', lt: 'Baigėsi taškų galiojimas' };

/** Members per batch: big enough to be quick in bulk, small enough to hold their rows briefly. */
export const EXPIRY_BATCH = 5000;

export interface ExpiryRun {
  members: number;
  points: number;
}

interface Batch {
  candidates: number;
  members: number;
  points: number | string;
}

export async function expirePoints(db: Db, now = new Date(), batch = EXPIRY_BATCH): Promise<ExpiryRun> {
  const run: ExpiryRun = { members: 0, points: 0 };
  for (;;) {
    const [row] = await queryRows<Batch>(
      db,
      sql`select candidates, members, points from expire_points_lots(${now.toISOString()}::timestamptz, ${JSON.stringify(EXPIRY_TITLE)}::jsonb, ${batch}::int)`,
    );
    if (!row || row.candidates === 0) return run;
    run.members += row.members;
    run.points += Number(row.points);
    // Every member of the batch locked elsewhere (a redemption, another runner): leave them to the next run.
    if (row.members === 0) return run;
  }
}
