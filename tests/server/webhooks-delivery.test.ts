// Webhook deliveries to a real receiver on another loopback port: signed (Standard Webhooks), each event
// id accepted exactly once, in event order per endpoint, through failures with backoff, a receiver that
// hangs past the timeout, one that is down for good (then replayed), redirects not followed, private
// addresses refused, and a process stopped between recording and delivery (the next one delivers, by the
// pg-boss queue).
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { webhookAttempts, webhookDeliveries } from '../../server/db/schema';
import { startQueue } from '../../server/queue';
import { dispatchDueDeliveries, startWebhookSender } from '../../server/services/webhooks/dispatch';
import { postSigned } from '../../server/services/webhooks/post-signed';
import { checkTargetUrl, safeLookup } from '../../server/services/webhooks/target-url';
import { ADMIN, ADMIN_ENV, consoleCall, signInAs, type SignedInStaff } from './console-helpers';
import { givePoints, signUp, type Member } from './economy-helpers';
import { createTestApp, type TestApp } from './helpers';
import { startWebhookReceiver, type Received, type WebhookReceiver } from './support/webhook-receiver';

const ENV = {
  ...ADMIN_ENV,
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_TIMEOUT_SECONDS: '0.5',
  WEBHOOK_RETRY_BASE_SECONDS: '0.1',
  WEBHOOK_MAX_ATTEMPTS: '3',
};

let t: TestApp;
let admin: SignedInStaff;
let receiver: WebhookReceiver;
let member: Member;
beforeAll(async () => {
  [t, receiver] = await Promise.all([createTestApp(ENV), startWebhookReceiver()]);
  admin = await signInAs(t, ADMIN.email, ADMIN.password);
  member = await signUp(t);
});
afterAll(async () => {
  await Promise.all([t.close(), receiver.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function endpoint(t: TestApp, path: string, events = ['points.adjusted']) {
  const res = await consoleCall(t, 'POST', '/webhooks', admin.headers, { url: receiver.url(path), events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { endpoint: { id: number }; secret: string };
}

/** Rounds of the dispatcher until no delivery is pending (the backoffs here are tenths of a second). */
async function deliverAll(t: TestApp) {
  for (const started = Date.now(); Date.now() - started < 20_000; ) {
    await dispatchDueDeliveries(t.app);
    if ((await t.database.db.$count(webhookDeliveries, eq(webhookDeliveries.state, 'pending'))) === 0) return;
    await sleep(50);
  }
  throw new Error('deliveries still pending after 20 s');
}

const at = (path: string) => receiver.received.filter((r) => r.path === path);
const ids = (list: Received[]) => list.map((r) => String(r.headers['webhook-id']));

async function attemptsOf(endpointId: number) {
  const rows = await t.database.db
    .select({ delivery: webhookDeliveries.id, state: webhookDeliveries.state, status: webhookAttempts.status, error: webhookAttempts.error, durationMs: webhookAttempts.durationMs })
    .from(webhookDeliveries)
    .leftJoin(webhookAttempts, eq(webhookAttempts.deliveryId, webhookDeliveries.id))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id, webhookAttempts.attempt);
  return rows;
}

describe('webhook deliveries', () => {
  it('signs each delivery and a receiver verifies it; a wrong secret or a changed body fails', async () => {
    const { secret } = await endpoint(t, '/ok');
    await givePoints(t, member, 7, 'Signed');
    await deliverAll(t);
    const [got] = at('/ok');
    expect(got).toBeDefined();
    const payload = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>) as { id: string; type: string; data: { delta: number } };
    expect(payload).toMatchObject({ id: got!.headers['webhook-id'], type: 'points.adjusted', data: { delta: 7 } });
    expect(got!.headers['webhook-signature']).toMatch(/^v1,/);
    expect(Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got!.body, got!.headers as Record<string, string>)).toThrow();
    expect(() => new Webhook(secret).verify(got!.body.replace('7', '8'), got!.headers as Record<string, string>)).toThrow();
    await consoleCall(t, 'POST', '/webhooks/1/delete', admin.headers);
  });

  it('retries a failing receiver with backoff; each event id is accepted once and none overtakes an earlier one', async () => {
    const { endpoint: e } = await endpoint(t, '/flaky/2');
    for (const points of [1, 2, 3]) await givePoints(t, member, points, `Flaky ${points}`);
    await deliverAll(t);
    const all = at('/flaky/2');
    const accepted = all.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(3);
    expect(new Set(ids(accepted)).size).toBe(3);
    expect(accepted.map((r) => (JSON.parse(r.body) as { data: { delta: number } }).data.delta)).toEqual([1, 2, 3]);
    // In order: 503, 503, 200 for the first event before anything of the second, and so on.
    expect(all.map((r) => r.status)).toEqual([503, 503, 200, 503, 503, 200, 503, 503, 200]);
    expect(ids(all)).toEqual([...Array(3).fill(ids(accepted)[0]), ...Array(3).fill(ids(accepted)[1]), ...Array(3).fill(ids(accepted)[2])]);
    // The backoff: the retries of one event are spaced by at least 0.1 s, then 0.2 s.
    expect(all[1]!.at - all[0]!.at).toBeGreaterThanOrEqual(90);
    expect(all[2]!.at - all[1]!.at).toBeGreaterThanOrEqual(190);
    const log = await attemptsOf(e.id);
    expect(log.map((a) => a.status)).toEqual([503, 503, 200, 503, 503, 200, 503, 503, 200]);
    expect(log.every((a) => a.state === 'succeeded' && a.durationMs! >= 0)).toBe(true);
    await consoleCall(t, 'POST', `/webhooks/${e.id}`, admin.headers, { enabled: false });
  });

  it('gives up on a receiver that hangs past the timeout, then delivers on the next attempt', async () => {
    const { endpoint: e } = await endpoint(t, '/hang/3000');
    await givePoints(t, member, 4, 'Hang');
    await deliverAll(t);
    const log = await attemptsOf(e.id);
    expect(log).toMatchObject([
      { status: null, error: 'no answer within 500 ms', state: 'succeeded' },
      { status: 200, error: null, state: 'succeeded' },
    ]);
    expect(log[0]!.durationMs).toBeGreaterThanOrEqual(450);
    expect(log[0]!.durationMs).toBeLessThan(2000);
    await consoleCall(t, 'POST', `/webhooks/${e.id}`, admin.headers, { enabled: false });
  });

  it('marks a delivery failed after the last attempt, lets later ones go, follows no redirect, and replays with the same id', async () => {
    const { endpoint: e } = await endpoint(t, '/down');
    const { endpoint: moved } = await endpoint(t, '/redirect');
    await givePoints(t, member, 5, 'Down');
    await deliverAll(t);
    expect(at('/down')).toHaveLength(3);
    expect((await attemptsOf(e.id)).map((a) => a.state)).toEqual(['failed', 'failed', 'failed']);
    expect((await attemptsOf(moved.id)).map((a) => a.error)).toEqual(['redirect not followed', 'redirect not followed', 'redirect not followed']);
    expect(at('/ok').length).toBe(1); // only the first test's

    // The operator fixes the receiver and replays from the log: the same Webhook-Id arrives again.
    const log = (await consoleCall(t, 'GET', `/webhooks/${e.id}/deliveries`, admin.headers)).json();
    expect(log.deliveries[0]).toMatchObject({ state: 'failed', attempts: 3, last_status: 500, event_type: 'points.adjusted' });
    expect(log.deliveries[0].attempt_log).toHaveLength(3);
    expect((await consoleCall(t, 'POST', `/webhooks/${e.id}`, admin.headers, { url: receiver.url('/ok') })).statusCode).toBe(200);
    const replay = await consoleCall(t, 'POST', `/webhooks/${e.id}/deliveries/${log.deliveries[0].id}/replay`, admin.headers);
    expect(replay.statusCode, replay.body).toBe(200);
    await deliverAll(t);
    expect(ids(at('/ok')).at(-1)).toBe(log.deliveries[0].event_id);
    const test = await consoleCall(t, 'POST', `/webhooks/${e.id}/test`, admin.headers);
    await deliverAll(t);
    expect(JSON.parse(at('/ok').at(-1)!.body)).toMatchObject({ id: test.json().event_id, type: 'webhook.test' });
    for (const id of [e.id, moved.id]) await consoleCall(t, 'POST', `/webhooks/${id}/delete`, admin.headers);
  });

  it('refuses private and local targets unless allowed, when saved and when sent', async () => {
    const production = { production: true, allowPrivate: false };
    const development = { production: false, allowPrivate: false };
    expect(checkTargetUrl('https://hooks.example.com/in', production)).toBe('https://hooks.example.com/in');
    expect(checkTargetUrl('http://hooks.example.com/in', development)).toBe('http://hooks.example.com/in');
    for (const url of ['http://hooks.example.com/in', 'https://127.0.0.1/', 'https://10.1.2.3/', 'https://169.254.169.254/latest', 'https://[::1]/', 'https://[::ffff:127.0.0.1]/', 'https://localhost/', 'https://192.168.0.5/']) {
      expect(() => checkTargetUrl(url, production), url).toThrow(/https|private or local/);
    }
    expect(checkTargetUrl('http://127.0.0.1:8080/in', { production: false, allowPrivate: true })).toBe('http://127.0.0.1:8080/in');
    const headers = { 'webhook-id': 'evt_x', 'webhook-timestamp': '0', 'webhook-signature': 'v1,x' };
    const sent = await postSigned(receiver.url('/ok'), '{}', headers, { timeoutMs: 500, allowPrivate: false, userAgent: 'test' });
    expect(sent).toMatchObject({ status: null, error: 'refused: a private or local address' });
    const resolved = await new Promise<NodeJS.ErrnoException | null>((resolve) => safeLookup(false)('localhost', {}, (err) => resolve(err)));
    expect(resolved?.code).toBe('EWEBHOOKTARGET');
  });

  it('delivers, by the job queue, what a stopped process recorded but never sent; once', async () => {
    const { endpoint: e } = await endpoint(t, '/ok');
    const before = at('/ok').length;
    await givePoints(t, member, 9, 'Before the stop');
    await givePoints(t, member, 10, 'Before the stop 2');
    // The process stops before any dispatcher round; another starts on the same database with the queue.
    await t.app.close();
    const next = await buildApp({ config: t.config, database: t.database });
    await next.ready();
    next.queue = await startQueue(next);
    const stopSender = startWebhookSender(next);
    try {
      for (const started = Date.now(); at('/ok').length < before + 2 && Date.now() - started < 20_000; ) await sleep(100);
      await sleep(1500); // nothing more arrives
    } finally {
      await stopSender();
      await next.queue.stop(2000);
      await next.close();
    }
    const got = at('/ok').slice(before);
    expect(got.map((r) => (JSON.parse(r.body) as { data: { delta: number } }).data.delta)).toEqual([9, 10]);
    expect(new Set(ids(got)).size).toBe(2);
    expect((await attemptsOf(e.id)).map((a) => a.state)).toEqual(['succeeded', 'succeeded']);
    t.app = await buildApp({ config: t.config, database: t.database }); // for afterAll's close
  });
});
