// What the multi-process tests share (multi-process-start-and-sign-in and multi-process-consistency.test.ts):
// two server processes on one scratch PostgreSQL database and one Redis, as the reference deployment runs them,
// and the calls made to them over HTTP. Each test file gives its pair a Redis database of its own (the number
// in its REDIS_URL), so that files running side by side never count in, or clear, each other's per-IP limits.
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase } from './helpers';
import { startServer, type ServerProcess } from './support/server-process';

export const pgUrl = process.env.TEST_DATABASE_URL;
export const CODES_PER_IP = 5;
export const PARTNER_KEY = 'multi-process-partner-key-0123456789';

export const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
export const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export interface ServerPair {
  a: ServerProcess;
  b: ServerProcess;
  databaseUrl: string;
  /** Stops both processes and drops the database. */
  stop(): Promise<void>;
}

/**
 * A new database on TEST_DATABASE_URL's server and two processes started together on it and on `redisUrl`,
 * whose per-IP limits' counters (loyalty-rl:*) are cleared first.
 */
export async function startPair(redisUrl: string): Promise<ServerPair> {
  const scratch = await createScratchDatabase(pgUrl!, 'mp');
  try {
    const redis = new Redis(redisUrl);
    const stale = await redis.keys('loyalty-rl:*');
    if (stale.length) await redis.del(...stale);
    redis.disconnect();
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: 'one-secret-for-every-process-0123456789',
      PARTNER_API_KEY: PARTNER_KEY,
      SIGN_IN_CODES_PER_IP_PER_HOUR: String(CODES_PER_IP),
      JOBS_INTERVAL_SECONDS: '1',
    };
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      await Promise.all(servers.map((server) => server.stop()));
      throw failed.reason;
    }
    const [a, b] = servers as [ServerProcess, ServerProcess];
    return {
      a,
      b,
      databaseUrl: scratch.url,
      async stop() {
        await Promise.all([a.stop(), b.stop()]);
        await scratch.drop();
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}

/** Signs a member in on `server()` (the code asked for and verified there); answers their headers. */
export const signInOn = (server: () => ServerProcess) => async (phone: string) => {
  const a = server();
  await post(`${a.url}/api/user-side/loginUserByPhone`, { phone, name: 'Ona', surname: 'Ended' });
  const outbox = (await (await fetch(`${a.url}/api/dev/outbox?to=${phone}`)).json()) as Array<{ code: string }>;
  const verify = await post(`${a.url}/api/user-side/verifySmsCode`, { phone, code: outbox[0]!.code });
  return { authorization: `Bearer ${((await json(verify)) as { token: string }).token}` };
};

/** Starts a pair before the calling block's tests and stops it after them; `started` receives it. */
export function pairForBlock(redisUrl: string, started: (pair: ServerPair) => void): void {
  let pair: ServerPair | undefined;
  beforeAll(async () => {
    pair = await startPair(redisUrl);
    started(pair);
  }, 240_000);
  afterAll(() => pair?.stop());
}
