// PostgreSQL out of reach: API calls are answered 503 ServiceUnavailable with Retry-After (not 500
// with a stack trace each in the log), /readyz is 503, and the outage is logged once when it starts
// and once when it ends. The database is reached through a TCP proxy of the test's own, which the
// test cuts and restores (the machine's PostgreSQL is shared). Runs with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { databaseUnreachableReason } from '../../server/db/unreachable';
import { DependencyOutages } from '../../server/services/ops/dependency-outages';
import { loggerOptions } from '../../server/logger';
import { createScratchDatabase } from './helpers';
import { logLines, startTcpProxy, type TcpProxy } from './support/outage-helpers';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('while the database cannot be reached', { timeout: 120_000 }, () => {
  let proxy: TcpProxy;
  let app: App;
  let database: Database;
  let dropDatabase: () => Promise<void>;
  const log = logLines();

  beforeAll(async () => {
    const scratch = await createScratchDatabase(pgUrl!, 'outage');
    dropDatabase = scratch.drop;
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const config = loadConfig({
      NODE_ENV: 'test',
      STATIC_DIR: './.tmp/no-static',
      DATABASE_URL: viaProxy.toString(),
      SIGN_IN_CODES_PER_IP_PER_HOUR: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    // Short deadlines, so that the hang below is answered within the test's patience.
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: null, timeouts: { connectMs: 1_000, queryMs: 2_000 } });
    app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream: log.stream } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await app?.close();
    await database?.close();
    await proxy?.close();
    await dropDatabase?.();
  });

  let phone = 0;
  const askCode = () =>
    app.inject({
      method: 'POST',
      url: '/api/user-side/loginUserByPhone',
      payload: { phone: `3706140${String((phone += 1)).padStart(4, '0')}`, name: 'Ona', surname: 'Down' },
    });
  const messagesAbout = (text: string) => log.messages().filter((message) => message.includes(text));

  it('answers 503 ServiceUnavailable with Retry-After, logs the outage once and no stack trace', async () => {
    expect((await askCode()).statusCode).toBe(200);
    const logBefore = log.lines.length;
    await proxy.cut();

    for (let i = 0; i < 20; i += 1) {
      const res = await askCode();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error_code: 'ServiceUnavailable', message: expect.stringContaining('try again') });
    }
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error_code: 'NotReady', message: expect.stringContaining('database does not answer') });

    const duringOutage = log.lines.slice(logBefore);
    expect(messagesAbout('database unreachable')).toHaveLength(1);
    expect(duringOutage.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
    expect(duringOutage.filter((line) => line.msg === 'request failed')).toEqual([]);
    expect(app.outages.isDown('database')).toBe(true);
  });

  it('notices the end of the outage on its own, says so once, and answers again', async () => {
    await proxy.restore();
    await expect.poll(() => app.outages.isDown('database'), { timeout: 15_000, interval: 200 }).toBe(false);
    expect(messagesAbout('database reachable again')).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await askCode()).statusCode).toBe(200);
  });

  it('answers 503 within its deadlines when the database hangs (a stalled link), and recovers', async () => {
    await expect.poll(() => app.outages.isDown('database'), { timeout: 15_000, interval: 200 }).toBe(false);
    proxy.hang();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => askCode()));
    const took = Date.now() - started;
    expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(503));
    expect(answers[0]!.json()).toMatchObject({ error_code: 'ServiceUnavailable' });
    // 30 requests on a pool of 20 stalled connections: the statement deadline (2 s) frees them, a wait
    // for a connection ends after 1 s; nothing waits for ever.
    expect(took).toBeLessThan(10_000);
    await proxy.restore();
    await expect.poll(() => app.outages.isDown('database'), { timeout: 20_000, interval: 200 }).toBe(false);
    await expect.poll(async () => (await askCode()).statusCode, { timeout: 10_000 }).toBe(200);
  });
});

describe('what counts as the database being unreachable', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

  it('reads the driver error under the query builder, and not a statement the database refused', () => {
    expect(databaseUnreachableReason(new Error('Failed query: select 1', { cause: refused() }))).toBe('ECONNREFUSED');
    expect(databaseUnreachableReason(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly');
    expect(databaseUnreachableReason(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
  });

  it('believes a network error only when the database itself does not answer either', async () => {
    const outages = new DependencyOutages(silent);
    // An SMS gateway or a sign-in provider refused: the database still answers.
    outages.setProbe('database', async () => undefined);
    expect(await outages.noteIfDatabaseUnreachable(refused())).toBe(false);
    expect(outages.isDown('database')).toBe(false);
    outages.setProbe('database', async () => Promise.reject(refused()));
    expect(await outages.noteIfDatabaseUnreachable(refused())).toBe(true);
    expect(outages.isDown('database')).toBe(true);
    outages.stop();
  });
});
