// The order of a graceful shutdown (server/shutdown.ts), in one process: readiness 503 and
// `Connection: close` from the first moment while requests are still answered, and a queue job under
// way (a push batch whose send is slow) finishes before the database closes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../server/queue';
import type { LogPushTransport } from '../../server/services/push/transport';
import { drainThenClose } from '../../server/shutdown';
import { createTestApp, type TestApp } from './helpers';

const SEND_MS = 1500;

describe('draining', { timeout: 120_000 }, () => {
  let t: TestApp;
  let transport: LogPushTransport;
  beforeAll(async () => {
    t = await createTestApp({ SHUTDOWN_READINESS_DELAY_SECONDS: '0.5', SHUTDOWN_TIMEOUT_SECONDS: '10', MAX_EVENT_LOOP_DELAY_MS: '0' });
    transport = t.app.push.transport as LogPushTransport;
    await t.database.db.execute(sql`
      insert into users (phone, referral_id, external_id, language, terms_accepted_at, user_news_notification)
      values ('37061500001', 'DRAIN1', 'drain-1', 'en', now(), true)`);
    await t.database.db.execute(sql`insert into push_tokens (user_id, token) select id, 'token-drain-1' from users where external_id = 'drain-1'`);
  }, 120_000);
  afterAll(async () => {
    // drainThenClose closed the app and the database; a scratch PostgreSQL database is still dropped.
    await t.close().catch(() => undefined);
  });

  it('answers with Connection: close and readiness 503 at once, and lets a queue job under way finish', async () => {
    const send = transport.send.bind(transport);
    let sendStarted = false;
    let sendFinished = false;
    transport.send = async (tokens, message) => {
      sendStarted = true;
      await new Promise((resolve) => setTimeout(resolve, SEND_MS));
      const result = await send(tokens, message);
      sendFinished = true;
      return result;
    };
    t.app.queue = await startQueue(t.app);
    transport.messages.length = 0;
    await t.app.push.notifyUsers('news', 'everyone', () => ({ title: 'Drain', body: 'Slow send', route: '/en/news/1' }));
    await expect.poll(() => sendStarted, { timeout: 30_000, interval: 50 }).toBe(true);

    const closing = drainThenClose(t.app, t.database, async () => undefined, { signal: 'SIGTERM', crashed: false });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error_code: 'NotReady', message: 'Not ready: shutting down.' });
    const answered = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.connection).toBe('close');

    await closing;
    expect(sendFinished).toBe(true);
    expect(transport.messages.map((m) => m.tokens)).toEqual([['token-drain-1']]);
  });
});
