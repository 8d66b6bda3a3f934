// The push_tokens table: one row per browser token; a token belongs to whoever saved it last.
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushTokens } from '../../db/schema';

/** Older tokens of a user beyond this many are forgotten (browsers replaced them long ago). */
export const MAX_TOKENS_PER_USER = 10;

export async function savePushToken(db: Db, userId: number, token: string, userAgent: string): Promise<void> {
  const now = new Date();
  await db
    .insert(pushTokens)
    .values({ userId, token, userAgent: userAgent.slice(0, 500) || null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, userAgent: userAgent.slice(0, 500) || null, updatedAt: now } });

  const keep = db
    .select({ id: pushTokens.id })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(desc(pushTokens.updatedAt), desc(pushTokens.id))
    .limit(MAX_TOKENS_PER_USER);
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), notInArray(pushTokens.id, keep)));
}

export async function deletePushTokens(db: Db, tokens: string[]): Promise<void> {
  if (tokens.length) await db.delete(pushTokens).where(inArray(pushTokens.token, tokens));
}
