// A push to everyone whose flag is on (new challenges, news), in pages of at most BATCH_SIZE tokens
// (FCM's multicast limit), walked by token id. With the job queue (server/queue.ts) each page and
// each batch is a job of its own, so a million recipients neither hold up the request that
// published nor get a push twice when a process dies half-way; without it the pages run in turn.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PushKind } from '../../../contract/push';
import type { Db } from '../../db/client';
import { pushDeliveries, pushTokens, segmentMembers, users } from '../../db/schema';
import { FLAG_OF_KIND, type PushContent } from './content';
import { deletePushTokens } from './tokens';
import type { PushMessage, PushTransport } from './transport';

export const BATCH_SIZE = 500;

const inSegment = (segmentId: number) =>
  sql`exists (select 1 from ${segmentMembers} where ${segmentMembers.userId} = ${users.id} and ${segmentMembers.segmentId} = ${segmentId}::int)`;

/** One page of a broadcast: the tokens after `afterTokenId`, with the message in every language. */
export interface BroadcastPage {
  broadcastId: string;
  kind: PushKind;
  messages: Record<string, Omit<PushMessage, 'kind'>>;
  fallbackLanguage: string;
  afterTokenId: number;
  /** Only members of this segment (a targeted challenge or news item); absent: everyone. */
  segmentId?: number | null;
}

export interface PushBatch {
  /** Unique per broadcast, page and language: the batch's delivery key. */
  key: string;
  message: PushMessage;
  tokens: string[];
}

/** The first page of a broadcast of `content`, rendered once per language. */
export function firstPage(
  kind: PushKind,
  content: PushContent,
  languages: string[],
  fallbackLanguage: string,
  segmentId: number | null = null,
): BroadcastPage {
  const render = (language: string) => (typeof content === 'function' ? content({ userId: 0, language }) : content);
  return {
    broadcastId: randomUUID(),
    kind,
    messages: Object.fromEntries(languages.map((language) => [language, render(language)])),
    fallbackLanguage,
    afterTokenId: 0,
    segmentId,
  };
}

/** The batches of one page, and the next page when there may be more tokens. */
export async function readPage(db: Db, page: BroadcastPage): Promise<{ batches: PushBatch[]; next: BroadcastPage | null }> {
  const rows = await db
    .select({ id: pushTokens.id, token: pushTokens.token, language: users.language })
    .from(pushTokens)
    .innerJoin(users, eq(users.id, pushTokens.userId))
    .where(
      and(
        gt(pushTokens.id, page.afterTokenId),
        eq(FLAG_OF_KIND[page.kind], true),
        isNull(users.deactivatedAt),
        page.segmentId ? inSegment(page.segmentId) : undefined,
      ),
    )
    .orderBy(asc(pushTokens.id))
    .limit(BATCH_SIZE);
  const byLanguage = new Map<string, string[]>();
  for (const row of rows) {
    const language = row.language && page.messages[row.language] ? row.language : page.fallbackLanguage;
    const tokens = byLanguage.get(language) ?? [];
    tokens.push(row.token);
    byLanguage.set(language, tokens);
  }
  const batches = [...byLanguage].map(([language, tokens]) => ({
    key: `${page.broadcastId}:${page.afterTokenId}:${language}`,
    message: { ...page.messages[language]!, kind: page.kind },
    tokens,
  }));
  const next = rows.length === BATCH_SIZE ? { ...page, afterTokenId: rows.at(-1)!.id } : null;
  return { batches, next };
}

/**
 * Sends a batch unless it was started before (its delivery row exists). A failed send removes the row
 * and throws, so the queue retries it; a process that died while sending leaves the row, and the
 * retry sends nothing rather than a second push.
 */
export async function sendBatchOnce(db: Db, transport: PushTransport, batch: PushBatch): Promise<{ sent: number; skipped: boolean }> {
  const claimed = await db.insert(pushDeliveries).values({ key: batch.key }).onConflictDoNothing().returning({ key: pushDeliveries.key });
  if (claimed.length === 0) return { sent: 0, skipped: true };
  try {
    const { sent, invalidTokens } = await transport.send(batch.tokens, batch.message);
    if (invalidTokens.length) await deletePushTokens(db, invalidTokens);
    return { sent, skipped: false };
  } catch (error) {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.key, batch.key));
    throw error;
  }
}

/** Delivery rows are needed only while their jobs may be retried. */
export async function purgeOldDeliveries(db: Db, now = new Date()): Promise<void> {
  await db.delete(pushDeliveries).where(lt(pushDeliveries.createdAt, new Date(now.getTime() - 7 * 86_400_000)));
}

/** A job id that is the same every time for the same key (the queue refuses a second job with it). */
export function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
