// Two server processes on one PostgreSQL database and one Redis, as the reference deployment runs
// them: they start together and apply the migrations once, a code asked for on one verifies on the
// other, the per-IP sign-in limit is one limit across both, and a session ended on one is refused on
// both; WEB_CONCURRENCY workers serve one port and all drain on SIGTERM.
// Runs with TEST_DATABASE_URL (CI's PostgreSQL step) and Redis on 127.0.0.1:6379.
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CODES_PER_IP, json, PARTNER_KEY, pgUrl, post, signInOn, pairForBlock } from './multi-process-fixtures';
import { startServer, type ServerProcess } from './support/server-process';

// Redis database 0: multi-process-consistency.test.ts, which may run beside this file, counts its limits in 1.
const REDIS_URL = 'redis://127.0.0.1:6379/0';

describe.skipIf(!pgUrl)('several processes on one database and Redis', { timeout: 240_000 }, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  pairForBlock(REDIS_URL, (pair) => ({ a, b, databaseUrl } = pair));

  const signIn = signInOn(() => a);

  it('start together with every migration applied once', async () => {
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.end();
    expect(rows[0]!.n).toBe(journal.entries.length);
    for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('verifies on one process a code asked for on the other', async () => {
    const phone = '37061250001';
    const login = await post(`${a.url}/api/user-side/loginUserByPhone`, { phone, name: 'Ona', surname: 'Pair' });
    expect(login.status).toBe(200);
    const outbox = (await (await fetch(`${a.url}/api/dev/outbox?to=${phone}`)).json()) as Array<{ code: string }>;
    const verify = await post(`${b.url}/api/user-side/verifySmsCode`, { phone, code: outbox[0]!.code });
    expect(verify.status).toBe(200);
    const { token } = (await json(verify)) as { token: string };
    const data = await fetch(`${a.url}/api/user-side/getUserData`, { headers: { authorization: `Bearer ${token}` } });
    expect(data.status).toBe(200);
  });

  it('shares the per-IP limit: the limit+1st code request is refused whichever process gets it', async () => {
    // The test above used one request of this address's hourly allowance.
    const statuses: number[] = [];
    for (let i = 0; i < CODES_PER_IP; i += 1) {
      const server = i % 2 === 0 ? b : a;
      const res = await post(`${server.url}/api/user-side/loginUserByPhone`, { phone: `3706126000${i}`, name: 'Ona', surname: 'Limit' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await post(`${a.url}/api/user-side/loginUserByPhone`, { phone: '37061269999', name: 'Ona', surname: 'Limit' });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ error_code: 'TooManyRequests' });
  });

  it('refuses on every process a session ended on one, and an account deactivated on one', async () => {
    const redis = new Redis(REDIS_URL);
    const stale = await redis.keys('loyalty-rl:*');
    if (stale.length) await redis.del(...stale);
    redis.disconnect();
    const statusOn = async (server: ServerProcess, auth: Record<string, string>) =>
      (await fetch(`${server.url}/api/user-side/getUserData`, { headers: auth })).status;
    // Both processes have checked (and keep) the sessions before they end.
    const loggedOut = await signIn('37061280001');
    const deactivated = await signIn('37061280002');
    for (const auth of [loggedOut, deactivated]) for (const server of [a, b]) expect(await statusOn(server, auth)).toBe(200);

    expect((await fetch(`${a.url}/api/user-side/logoutUser`, { headers: loggedOut })).status).toBe(200);
    expect((await post(`${a.url}/api/user-side/deactivateUser`, { confirm: true }, deactivated)).status).toBe(200);
    // Ended at once on the process that ended them, within moments on the other (NOTIFY).
    expect(await statusOn(a, loggedOut)).toBe(419);
    expect(await statusOn(a, deactivated)).toBe(419);
    await expect.poll(() => statusOn(b, loggedOut), { timeout: 2_000, interval: 20 }).toBe(419);
    await expect.poll(() => statusOn(b, deactivated), { timeout: 2_000, interval: 20 }).toBe(419);
  });

  it('serves from WEB_CONCURRENCY workers on one port and drains them all on SIGTERM', async () => {
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      JWT_SECRET: 'one-secret-for-every-process-0123456789',
      PARTNER_API_KEY: PARTNER_KEY,
      WEB_CONCURRENCY: '2',
    });
    try {
      // Both workers answer readiness once they listen.
      const deadline = Date.now() + 60_000;
      const pids = () =>
        new Set(
          server
            .output()
            .split('\n')
            .filter((line) => line.includes('"url":"/readyz"'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      while (pids().size < 2 && Date.now() < deadline) {
        await fetch(`${server.url}/readyz`, { headers: { connection: 'close' } });
      }
      expect(pids().size).toBe(2);
      expect(server.output()).toContain('started 2 workers');
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  });
});
