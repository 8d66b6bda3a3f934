// Degrade, never open: with Redis gone, each process counts the per-IP limits in its own memory, so
// one address gets at most the limit from each process (not every request, as when the limiter
// skipped on error); /readyz stays 200 and says "degraded"; the outage is logged once when it starts
// and once when it ends. A Redis that does not answer at start is the same outage, not a crash.
// Two app instances with counters in a Redis of the test's own, which the test stops and starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { loggerOptions } from '../../server/logger';
import { openMigratedPglite } from './helpers';
import { logLines, startOwnRedis, type OwnRedis } from './support/outage-helpers';
import { freePort } from './support/server-process';

const CODES_PER_IP = 5;

interface Instance {
  app: App;
  database: Database;
  log: ReturnType<typeof logLines>;
}

async function startInstance(redisUrl: string): Promise<Instance> {
  const log = logLines();
  const config = loadConfig({
    NODE_ENV: 'test',
    STATIC_DIR: './.tmp/no-static',
    REDIS_URL: redisUrl,
    // What is tested is Redis stopping, not a slow one: a busy test machine must not time out its commands.
    REDIS_COMMAND_TIMEOUT_MS: '5000',
    SIGN_IN_CODES_PER_IP_PER_HOUR: String(CODES_PER_IP),
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const database = await openMigratedPglite();
  const app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream: log.stream } });
  await app.ready();
  return { app, database, log };
}

let phoneNumber = 0;
const askCode = (instance: Instance) =>
  instance.app.inject({
    method: 'POST',
    url: '/api/user-side/loginUserByPhone',
    remoteAddress: '198.51.100.7',
    payload: { phone: `3706130${String((phoneNumber += 1)).padStart(4, '0')}`, name: 'Ona', surname: 'Outage' },
  });
const readiness = async (instance: Instance) => {
  const res = await instance.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json<{ status?: string; degraded?: Array<{ dependency: string }> }>() };
};
const linesAbout = (instance: Instance, text: string) => instance.log.messages().filter((message) => message.includes(text));

describe('rate limits while Redis is down', { timeout: 120_000 }, () => {
  let redis: OwnRedis;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    redis = await startOwnRedis();
    // One after the other, as two processes would: in one thread, one instance's migrations block the
    // event loop long enough for the other's Redis connect timer to fire first.
    a = await startInstance(redis.url);
    b = await startInstance(redis.url);
  }, 120_000);
  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.app.close();
      await instance?.database.close();
    }
    await redis?.stop();
  });

  it('shares one limit across both instances while Redis is up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CODES_PER_IP + 1; i += 1) statuses.push((await askCode(i % 2 ? a : b)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (const instance of [a, b]) expect(await readiness(instance)).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('falls back to per-instance counters: at most the limit from each, never all 60', async () => {
    await redis.stop();
    const allowed = new Map<Instance, number>([
      [a, 0],
      [b, 0],
    ]);
    for (let i = 0; i < 60; i += 1) {
      const instance = i % 2 ? a : b;
      const res = await askCode(instance);
      expect([200, 429]).toContain(res.statusCode);
      if (res.statusCode === 200) allowed.set(instance, allowed.get(instance)! + 1);
    }
    expect(allowed.get(a)).toBe(CODES_PER_IP);
    expect(allowed.get(b)).toBe(CODES_PER_IP);

    for (const instance of [a, b]) {
      const ready = await readiness(instance);
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'degraded', degraded: [{ dependency: 'redis' }] });
      expect(instance.app.outages.isDown('redis')).toBe(true);
      // Once for the whole outage, not per request nor per reconnection attempt.
      expect(linesAbout(instance, 'redis unreachable')).toHaveLength(1);
      expect(linesAbout(instance, 'redis unreachable')[0]).toContain('degraded');
    }
  });

  it('goes back to the shared counters, and says so once, when Redis answers again', async () => {
    redis = await startOwnRedis(redis.port);
    for (const instance of [a, b]) {
      await expect.poll(async () => (await readiness(instance)).body.status, { timeout: 15_000, interval: 250 }).toBe('ready');
      expect(linesAbout(instance, 'redis reachable again')).toHaveLength(1);
    }
    // A new Redis starts empty: one shared allowance again.
    const statuses: number[] = [];
    for (let i = 0; i < CODES_PER_IP + 1; i += 1) statuses.push((await askCode(i % 2 ? a : b)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('start-up with REDIS_URL unreachable', { timeout: 60_000 }, () => {
  it('starts degraded and says so in one line naming REDIS_URL', async () => {
    const port = await freePort();
    const instance = await startInstance(`redis://127.0.0.1:${port}/0`);
    try {
      const aboutRedis = instance.log.lines.filter((line) => String(line.msg).includes('REDIS_URL')).map((line) => String(line.msg));
      expect(aboutRedis).toEqual([
        `redis unreachable: REDIS_URL redis://127.0.0.1:${port}/0 does not answer at start (connect ECONNREFUSED 127.0.0.1:${port}), ` +
          'so the server starts without it; degraded: per-IP limits are counted by each process alone until Redis answers again',
      ]);
      expect(instance.log.lines.some((line) => 'stack' in ((line.err as object | undefined) ?? {}))).toBe(false);
      expect(await readiness(instance)).toMatchObject({ status: 200, body: { status: 'degraded' } });
      const statuses: number[] = [];
      for (let i = 0; i < CODES_PER_IP + 1; i += 1) statuses.push((await askCode(instance)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // ioredis keeps trying: a Redis that comes up later is used without a restart.
      const late = await startOwnRedis(port);
      try {
        await expect.poll(async () => (await readiness(instance)).body.status, { timeout: 15_000, interval: 250 }).toBe('ready');
      } finally {
        await late.stop();
      }
    } finally {
      await instance.app.close();
      await instance.database.close();
    }
  });

  it('refuses a REDIS_URL that is not a Redis URL, in one sentence', () => {
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL.');
  });
});
