// What the app shows of itself, in process: /metrics on the public port (404 unless METRICS_TOKEN is set,
// then 401 without it), the metrics' content after a sign-in, a redemption and a 429, and request ids
// (random UUIDs, different in two apps, answered in X-Request-Id, in every log line; an incoming id only
// from a trusted proxy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { loggerOptions } from '../../server/logger';
import { createPrize, givePoints, post, signUp } from './economy-helpers';
import { createTestApp, openMigratedPglite, type TestApp } from './helpers';
import { logLines } from './support/outage-helpers';

const TOKEN = 'metrics-token-for-the-test-0123';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let withToken: TestApp;
let logged: { app: App; database: Database; lines: Array<Record<string, unknown>> };

/** An app without metrics, behind one trusted proxy, whose log lines are kept. */
async function appWithLogs() {
  const { stream, lines } = logLines();
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: './.tmp/no-static', TRUST_PROXY: '1' });
  const database = await openMigratedPglite();
  const app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream } });
  await app.ready();
  return { app, database, lines };
}

beforeAll(async () => {
  withToken = await createTestApp({ METRICS_TOKEN: TOKEN, SIGN_IN_CODES_PER_IP_PER_HOUR: '2' });
  logged = await appWithLogs();
}, 60_000);

afterAll(async () => {
  await withToken?.close();
  await logged?.app.close();
  await logged?.database.close();
});

describe('/metrics on the public port', () => {
  it('is 404 (not the app page) when no METRICS_TOKEN is set', async () => {
    const res = await logged.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).not.toMatch(/<html/i);
  });

  it('is 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const res = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('serves the request histogram by route, the 429s, messages, points and process metrics with the token', async () => {
    const member = await signUp(withToken);
    await givePoints(withToken, member, 200);
    const prize = await createPrize(withToken, { value: 120 });
    expect((await post(withToken, member, 'redeemPrize', { prize_id: prize.id })).statusCode).toBe(200);
    const limited = { remoteAddress: '10.250.0.1', payload: { phone: '37061350099', name: 'Rate', surname: 'Limited' } };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await withToken.app.inject({ method: 'POST', url: '/api/user-side/loginUserByPhone', ...limited })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);

    const res = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    const line = (pattern: RegExp) => text.split('\n').find((l) => pattern.test(l));
    const verifyCount = line(/^http_request_duration_seconds_count\{method="POST",route="\/api\/user-side\/verifySmsCode",status_code="200"\} \d+/);
    const redeemCount = line(/^http_request_duration_seconds_count\{method="POST",route="\/api\/user-side\/redeemPrize",status_code="200"\} \d+/);
    console.log(`metric lines:\n  ${verifyCount}\n  ${redeemCount}\n  ${line(/^loyalty_points_redeemed_total/)}\n  ${line(/^loyalty_messages_total/)}`);
    expect(verifyCount).toBeDefined();
    expect(redeemCount).toBeDefined();
    expect(line(/^loyalty_rate_limit_rejections_total\{route="\/api\/user-side\/loginUserByPhone"\} [1-9]/)).toBeDefined();
    expect(line(/^loyalty_messages_total\{channel="sms",transport="log",outcome="sent"\} [1-9]/)).toBeDefined();
    expect(line(/^loyalty_points_issued_total\{kind="manual_award"\} [1-9]/)).toBeDefined();
    expect(Number(line(/^loyalty_points_redeemed_total /)?.split(' ')[1])).toBeGreaterThanOrEqual(120);
    expect(line(/^loyalty_redemptions_total [1-9]/)).toBeDefined();
    expect(line(/^process_cpu_user_seconds_total /)).toBeDefined();
    // Raw URLs (ids, query strings) never become labels.
    expect(text).not.toMatch(/route="[^"]*\?/);
  });
});

describe('request ids', () => {
  it('are random UUIDs, answered in X-Request-Id, different in two apps', async () => {
    const ids = new Set<string>();
    for (const app of [withToken.app, logged.app, withToken.app, logged.app]) {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });

  it('are in every log line of the request', async () => {
    const res = await logged.app.inject({ method: 'GET', url: '/api/user-side/getUserData' });
    const id = String(res.headers['x-request-id']);
    const lines = logged.lines.filter((l) => l.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('take an incoming X-Request-Id from a trusted proxy when it is a plain token, never from a client directly', async () => {
    const sent = 'edge-7f3a9c2e-0001';
    const behindProxy = await logged.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': sent } });
    expect(behindProxy.headers['x-request-id']).toBe(sent);
    const forged = await logged.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(UUID);
    const direct = await withToken.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': sent } });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });
});
