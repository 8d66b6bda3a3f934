// What an operator relies on: health and readiness, the busy guard, and logs with no secret in them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { loggerOptions } from '../../server/logger';
import { createTestApp, type TestApp } from './helpers';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Without the busy guard: on a loaded machine the event loop may lag past any low threshold, and
    // these answers are not about it (the busy guard has its own app below).
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '0' });
  });
  afterAll(() => t.close());

  it('answers alive and ready on an up-to-date database', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this build is missing', async () => {
    const last = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    await t.database.db.execute(sql`create temporary table held as select * from drizzle.__drizzle_migrations where id = ${last}`);
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last}`);
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error_code: 'NotReady', message: expect.stringContaining('db:migrate') });
    await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from held`);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('busy guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '200' });
  });
  afterAll(() => t.close());

  it('answers 503 ServerBusy while the event loop lags, and stays alive', async () => {
    // The guard judges the mean lag of its last second: a block that begins late in that second is
    // diluted by the quiet samples before it. The block after the first falls early in a fresh second.
    let busy = await blockedThenAsked(t);
    for (let attempt = 1; attempt < 3 && busy.statusCode !== 503; attempt++) busy = await blockedThenAsked(t);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ error_code: 'ServerBusy' });
    expect(busy.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

/** Blocks the event loop for 1.5 s, as an overloaded process would, then asks for the settings. */
async function blockedThenAsked(t: TestApp) {
  const until = Date.now() + 1500;
  while (Date.now() < until) {
    // busy
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  return t.app.inject({ method: 'GET', url: '/api/user-side/getSettings?url=en/sign-in' });
}

describe('logs', () => {
  let lines: string[];
  let app: App;
  let database: Database;
  let gateway: Server;
  const texts: string[] = [];

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        texts.push(body);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    lines = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      STATIC_DIR: './.tmp/no-static',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
    });
    database = await openDatabase({ dataDir: null });
    app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('never hold a sign-in code, a bearer token, a link token or a reward code', async () => {
    await app.inject({ method: 'POST', url: '/api/user-side/loginUserByPhone', payload: { phone: '37061230001', name: 'Ona', surname: 'Log' } });
    const code = /\b(\d{6})\b/.exec(texts[0] ?? '')?.[1];
    expect(code).toBeDefined();
    const verify = await app.inject({ method: 'POST', url: '/api/user-side/verifySmsCode', payload: { phone: '37061230001', code } });
    const token = verify.json<{ token: string }>().token;
    await app.inject({ method: 'GET', url: '/api/user-side/getUserData', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'GET', url: '/api/user-side/confirmEmail?token=LinkTokenSecret123' });
    await app.inject({ method: 'GET', url: '/api/user-side/unsubscribeEmail?token=UnsubscribeSecret456' });
    await app.inject({ method: 'GET', url: '/en/email-confirmation?token=PageTokenSecret789' });
    await app.inject({
      method: 'POST',
      url: '/api/partner/rewards/RewardCodeSecret42/redeem',
      headers: { authorization: 'Bearer PartnerKeySecret0000000000000000000' },
    });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/user-side/confirmEmail?token=%5Bredacted%5D');
    for (const secret of [code!, token, 'LinkTokenSecret123', 'UnsubscribeSecret456', 'PageTokenSecret789', 'RewardCodeSecret42', 'PartnerKeySecret']) {
      expect(log).not.toContain(secret);
    }
  });
});
