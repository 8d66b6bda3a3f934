// Partner API keys: several, each named, with its scopes and a daily cap on the points it mints.
// Only a SHA-256 hash of a key is stored; keys are 32+ random characters, so a fast hash suffices.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { achievements, PARTNER_SCOPES, partnerKeys, pointsLedger, type PartnerScope } from '../../db/schema';
import { AppError } from '../../errors';

/** The name the environment's PARTNER_API_KEY goes by in the ledger. */
export const ENV_KEY_NAME = 'PARTNER_API_KEY';

export interface PartnerKey {
  id: number;
  name: string;
  scopes: PartnerScope[];
  dailyPointsCap: number;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const isPartnerScope = (value: string): value is PartnerScope => (PARTNER_SCOPES as readonly string[]).includes(value);

/** The key a bearer token names, if it exists and is not revoked. */
export async function findPartnerKey(db: Db, key: string): Promise<PartnerKey | null> {
  const [row] = await db
    .select({ id: partnerKeys.id, name: partnerKeys.name, scopes: partnerKeys.scopes, dailyPointsCap: partnerKeys.dailyPointsCap })
    .from(partnerKeys)
    .where(and(eq(partnerKeys.keyHash, hashKey(key)), isNull(partnerKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** A new key: answers the key itself, which is shown once and never stored. */
export async function createPartnerKey(
  db: Db,
  input: { name: string; scopes: PartnerScope[]; dailyPointsCap: number },
): Promise<string> {
  const key = `pk_${randomBytes(32).toString('base64url')}`;
  await db.insert(partnerKeys).values({ ...input, keyHash: hashKey(key) });
  return key;
}

export async function revokePartnerKey(db: Db, name: string): Promise<boolean> {
  const revoked = await db
    .update(partnerKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(partnerKeys.name, name), isNull(partnerKeys.revokedAt)))
    .returning({ id: partnerKeys.id });
  return revoked.length > 0;
}

/** Serialises the registration of the environment's key between processes starting together. */
const ENV_KEY_LOCK = 727_002;

/**
 * The environment's key as a row (every scope), so that the ledger can name it too. Processes that
 * start at once (cluster workers, replicas) take turns: two concurrent upserts of the same name and
 * hash would otherwise collide on the hash's unique index, which ON CONFLICT (name) does not arbitrate.
 */
export async function registerEnvKey(db: Db, key: string, dailyPointsCap: number): Promise<void> {
  const values = { name: ENV_KEY_NAME, keyHash: hashKey(key), scopes: [...PARTNER_SCOPES], dailyPointsCap, revokedAt: null };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ENV_KEY_LOCK})`);
    await tx.insert(partnerKeys).values(values).onConflictDoUpdate({ target: partnerKeys.name, set: values });
  });
}

/**
 * Inside the minting transaction: locks the key's row, so concurrent mints count one another. Minted
 * today = points awarded directly (ledger rows naming the key, collected achievements aside) plus the
 * points of achievements its events completed, counted when completed; `points` is what is about to be
 * minted on top (0 when it is written already in this transaction).
 */
export async function checkDailyCap(tx: Tx, key: PartnerKey, points: number): Promise<void> {
  await tx.select({ id: partnerKeys.id }).from(partnerKeys).where(eq(partnerKeys.id, key.id)).for('update');
  const today = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
  const [row] = await tx
    .select({
      minted: sql<string | number>`coalesce((select sum(${pointsLedger.delta}) from ${pointsLedger}
          where ${pointsLedger.partnerKeyId} = ${key.id} and ${pointsLedger.kind} <> 'achievement'
          and ${pointsLedger.createdAt} >= ${today}), 0)
        + coalesce((select sum(${achievements.points}) from ${achievements}
          where ${achievements.partnerKeyId} = ${key.id} and ${achievements.createdAt} >= ${today}), 0)`,
    })
    .from(partnerKeys)
    .where(eq(partnerKeys.id, key.id));
  const minted = Number(row?.minted ?? 0);
  if (minted + points > key.dailyPointsCap) {
    const secondsToMidnight = 86_400 - Math.floor((Date.now() / 1000) % 86_400);
    throw new AppError(
      429,
      'DailyPointsCapReached',
      `This key may mint ${key.dailyPointsCap} points a day; ${minted} are minted today.`,
      { retry_after: secondsToMidnight },
    );
  }
}
