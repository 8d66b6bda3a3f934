// Sends pushes about new challenges, completions, news, the monthly top and new friends, each only to
// users whose matching notification flag is on (docs/architecture.md (push)), and forgets tokens the push
// service reports dead. Failures are logged, never thrown: a push must not fail the request behind it.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushKind } from '../../../contract/push';
import type { Db } from '../../db/client';
import { pushTokens, users } from '../../db/schema';
import { firstPage, readPage, sendBatchOnce, type BroadcastPage } from './broadcast';
import { FLAG_OF_KIND, type PushContent } from './content';
import { deletePushTokens } from './tokens';
import type { PushMessage, PushTransport } from './transport';

export interface NotifyResult {
  users: number;
  sent: number;
  invalid: number;
}

export interface PushService {
  readonly transport: PushTransport;
  /**
   * `'everyone'`: every active user whose flag for `kind` is on (new challenges, news), through the job
   * queue when one is attached (the result then counts nothing yet), page by page otherwise.
   * `{ segmentId }`: the same, only to the members of that segment.
   */
  notifyUsers(kind: PushKind, audience: PushAudience, content: PushContent): Promise<NotifyResult>;
  /** Hands broadcasts to the job queue from now on (server/queue.ts). */
  useQueue(enqueue: (page: BroadcastPage) => Promise<void>): void;
}

export type PushAudience = number[] | 'everyone' | { segmentId: number };

export interface BroadcastOptions {
  languages: string[];
  fallbackLanguage: string;
}

export function createPushService(db: Db, transport: PushTransport, log: FastifyBaseLogger, options: BroadcastOptions): PushService {
  let enqueue: ((page: BroadcastPage) => Promise<void>) | null = null;

  async function broadcast(kind: PushKind, content: PushContent, segmentId: number | null): Promise<NotifyResult> {
    const result: NotifyResult = { users: 0, sent: 0, invalid: 0 };
    let page: BroadcastPage | null = firstPage(kind, content, options.languages, options.fallbackLanguage, segmentId);
    if (enqueue) {
      await enqueue(page);
      return result;
    }
    while (page) {
      const { batches, next }: Awaited<ReturnType<typeof readPage>> = await readPage(db, page);
      for (const batch of batches) {
        // Without the queue nobody retries: one failed batch is logged and the others still go.
        try {
          result.sent += (await sendBatchOnce(db, transport, batch)).sent;
        } catch (err) {
          log.error({ err, kind, tokens: batch.tokens.length }, 'push batch failed');
        }
      }
      page = next;
    }
    return result;
  }

  async function recipients(kind: PushKind, userIds: number[]) {
    return db
      .select({ userId: users.id, language: users.language, token: pushTokens.token })
      .from(pushTokens)
      .innerJoin(users, eq(users.id, pushTokens.userId))
      .where(
        and(
          inArray(users.id, userIds),
          eq(FLAG_OF_KIND[kind], true),
          isNull(users.deactivatedAt),
        ),
      );
  }

  async function notifyUsers(kind: PushKind, audience: PushAudience, content: PushContent): Promise<NotifyResult> {
    const result: NotifyResult = { users: 0, sent: 0, invalid: 0 };
    if (!Array.isArray(audience)) {
      try {
        return await broadcast(kind, content, audience === 'everyone' ? null : audience.segmentId);
      } catch (err) {
        log.error({ err, kind }, 'push broadcast failed');
        return result;
      }
    }
    const ids = [...new Set(audience)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!ids.length) return result;
    try {
      const rows = await recipients(kind, ids);
      result.users = new Set(rows.map((r) => r.userId)).size;

      // Recipients with the same rendered message share one send.
      const batches = new Map<string, { message: PushMessage; tokens: string[] }>();
      for (const row of rows) {
        const rendered = typeof content === 'function' ? content({ userId: row.userId, language: row.language }) : content;
        // One notification per topic on the phone: the next push of a kind replaces the last one.
        const message: PushMessage = { tag: kind, ...rendered, kind };
        const key = JSON.stringify(message);
        const batch = batches.get(key) ?? { message, tokens: [] };
        batch.tokens.push(row.token);
        batches.set(key, batch);
      }

      for (const { message, tokens } of batches.values()) {
        const { sent, invalidTokens } = await transport.send(tokens, message);
        result.sent += sent;
        if (invalidTokens.length) {
          await deletePushTokens(db, invalidTokens);
          result.invalid += invalidTokens.length;
        }
      }
    } catch (err) {
      log.error({ err, kind }, 'push notification failed');
    }
    return result;
  }

  return {
    transport,
    notifyUsers,
    useQueue(next) {
      enqueue = next;
    },
  };
}
