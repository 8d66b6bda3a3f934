// A push to everyone: pages of at most 500 tokens in each recipient's language, each token once; through
// the job queue (pg-boss) the publishing call only queues, and a batch is never sent twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries } from '../../server/db/schema';
import { startQueue, type JobQueue } from '../../server/queue';
import { sendBatchOnce } from '../../server/services/push/broadcast';
import type { LogPushTransport } from '../../server/services/push/transport';
import { createTestApp, type TestApp } from './helpers';

const MEMBERS = 1_203;

let t: TestApp;
let transport: LogPushTransport;
beforeAll(async () => {
  t = await createTestApp();
  transport = t.app.push.transport as LogPushTransport;
  // Every third member reads Lithuanian; every seventh turned news pushes off.
  await t.database.db.execute(sql`
    insert into users (phone, referral_id, external_id, language, terms_accepted_at, user_news_notification)
    select '3706' || lpad(n::text, 7, '0'), 'B' || n, 'broadcast-' || n, case when n % 3 = 0 then 'lt' else 'en' end, now(), n % 7 <> 0
    from generate_series(1, ${MEMBERS}) n`);
  await t.database.db.execute(sql`
    insert into push_tokens (user_id, token) select id, 'token-' || external_id from users where external_id like 'broadcast-%'`);
}, 120_000);
afterAll(() => t.close());

const news = ({ language }: { language: string | null }) =>
  language === 'lt' ? { title: 'Naujiena', body: 'Skaitykite', route: '/lt/news/1' } : { title: 'News', body: 'Read it', route: '/en/news/1' };
const expectedTokens = Array.from({ length: MEMBERS }, (_, k) => k + 1)
  .filter((n) => n % 7 !== 0)
  .map((n) => `token-broadcast-${n}`)
  .sort();

/** What the log transport sent since `from` messages: tokens by title, and the batch sizes. */
function sentSince(from: number) {
  const sent = transport.messages.slice(0, transport.messages.length - from);
  const tokens = sent.flatMap((m) => m.tokens.filter((token) => token.startsWith('token-broadcast-')));
  const lt = sent.filter((m) => m.message.title === 'Naujiena').flatMap((m) => m.tokens);
  return { tokens: tokens.sort(), lt, sizes: sent.map((m) => m.tokens.length) };
}

describe('a push to everyone', () => {
  it('reaches every device whose flag is on once, in pages of at most 500, each in its language', async () => {
    transport.messages.length = 0;
    await t.app.push.notifyUsers('news', 'everyone', news);
    const { tokens, lt, sizes } = sentSince(0);
    expect(tokens).toEqual(expectedTokens);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(500);
    expect(lt.length).toBe(expectedTokens.filter((token) => Number(token.split('-').at(-1)) % 3 === 0).length);
    expect(lt.every((token) => Number(token.split('-').at(-1)) % 3 === 0)).toBe(true);
  });

  it('sends a batch once: a second run of the same batch sends nothing, a failed send is tried again', async () => {
    const batch = { key: 'test-batch-1', message: { title: 'Once', body: '', kind: 'news' as const }, tokens: ['token-broadcast-1'] };
    transport.messages.length = 0;
    expect(await sendBatchOnce(t.app.db, transport, batch)).toEqual({ sent: 1, skipped: false });
    expect(await sendBatchOnce(t.app.db, transport, batch)).toEqual({ sent: 0, skipped: true });
    expect(transport.messages).toHaveLength(1);

    const failing = { name: 'failing', send: async () => Promise.reject(new Error('FCM is down')) };
    const retried = { ...batch, key: 'test-batch-2' };
    await expect(sendBatchOnce(t.app.db, failing, retried)).rejects.toThrow('FCM is down');
    expect(await sendBatchOnce(t.app.db, transport, retried)).toEqual({ sent: 1, skipped: false });
    await t.app.db.delete(pushDeliveries);
  });

  describe('through the job queue', () => {
    let queue: JobQueue;
    beforeAll(async () => {
      queue = await startQueue(t.app);
    }, 120_000);
    afterAll(() => queue.stop());

    it('only queues while publishing, then delivers every token once', async () => {
      transport.messages.length = 0;
      await t.app.push.notifyUsers('news', 'everyone', news);
      expect(transport.messages).toHaveLength(0);
      await expect.poll(() => sentSince(0).tokens.length, { timeout: 60_000, interval: 500 }).toBe(expectedTokens.length);
      // Nothing more arrives: no page and no batch ran twice.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(sentSince(0).tokens).toEqual(expectedTokens);
      expect(Math.max(...sentSince(0).sizes)).toBeLessThanOrEqual(500);
    }, 90_000);
  });
});
