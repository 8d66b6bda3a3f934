// The processes the API bench measures: the real server on a scratch PostgreSQL database (or on PGlite in
// this process when PostgreSQL is unreachable), and the bare Fastify floors (../floors.ts), each in a
// process of its own so that none shares an event loop with the load generator.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Db } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/seed';
import { startFloors } from '../floors';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Process {
  url: string;
  pid: number;
  stop(): Promise<void>;
}


export interface Target {
  label: string;
  url: string;
  /** The server's process (with its workers), or null when it runs in this one. */
  pid: number | null;
  /** Server processes answering (WEB_CONCURRENCY). */
  workers: number;
  /** PostgreSQL's postmaster when it runs on this machine (its backends are its children), else null. */
  databasePid: number | null;
  db: Db;
  secret: Uint8Array;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `node <args>` and waits until `ready` answers; stop() ends exactly that process. */
async function startChild(args: string[], env: Record<string, string>, url: string, ready: () => Promise<boolean>): Promise<Process> {
  const child: ChildProcess = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`${args.join(' ')} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid!, stop };
}

/** The real server (server/main.ts, which migrates and seeds the demo programme) in its own process. */
async function startServerProcess(env: Record<string, string>): Promise<Process> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const url = `http://127.0.0.1:${port}`;
  const ready = async () => (await fetch(`${url}/api/user-side/getSettings`)).ok;
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server under the load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startChild([...nodeArgs, '--import', 'tsx', 'server/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, url, ready);
  return {
    url,
    pid: server.pid,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Each server starts with no rate-limit counters (a member may send 20 transfers in 10 minutes; a run
// before this one would have spent them): Redis database 15, emptied, unless BENCH_REDIS_URL names one.
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
async function emptyBenchRedis(): Promise<void> {
  if (process.env.BENCH_REDIS_URL) return;
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch {
    // No Redis: the server counts in its own memory, which starts empty.
  } finally {
    redis.disconnect();
  }
}

/** A fresh bench_<random> database with the real server on it, or null when PostgreSQL is unreachable. */
export async function startOnPostgres(env: Record<string, string> = {}): Promise<Target | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL at ${ADMIN_URL} is unreachable (${(error as Error).message}).`);
    return null;
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;
  const databasePid = await postmasterPid(admin);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dropDatabase = async () => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const secret = randomBytes(48).toString('base64url');
  let server: Process | undefined;
  await emptyBenchRedis();
  try {
    server = await startServerProcess({
      DATABASE_URL: url.toString(),
      JWT_SECRET: secret,
      NODE_ENV: 'production',
      PARTNER_API_KEY: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'silent',
      // Production refuses the log transports; nothing is sent during the bench (no sign-in, no mail).
      PUBLIC_URL: 'https://bench.example.com',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_FROM: 'Bench',
      MAIL_FROM: 'bench@example.com',
      SEED_DEMO: 'true',
      ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
      // Production refuses several workers that would each count the per-IP limits alone.
      REDIS_URL,
      ...env,
    });
    const database = await openDatabase({ url: url.toString(), dataDir: null });
    const running = server;
    return {
      label: `PostgreSQL ${version} (database ${name}), server in its own process (NODE_ENV=production, WEB_CONCURRENCY=${env.WEB_CONCURRENCY ?? 'default'})`,
      url: running.url,
      pid: running.pid,
      workers: Number(env.WEB_CONCURRENCY ?? 1),
      databasePid,
      db: database.db,
      secret: new TextEncoder().encode(secret),
      async stop() {
        await database.close();
        await running.stop();
        await dropDatabase();
      },
    };
  } catch (error) {
    await server?.stop();
    await dropDatabase();
    throw error;
  }
}

/** The parent of this connection's backend, when it is a process of this machine. */
async function postmasterPid(client: pg.Client): Promise<number | null> {
  const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  try {
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Fallback: in-memory PGlite, the server in this process (it shares the event loop with the load). */
export async function startOnPglite(): Promise<Target> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: './.tmp/no-static' });
  const database = await openDatabase({ dataDir: null });
  await seedIfEmpty(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return {
    label: 'PGlite in memory, server IN THIS PROCESS (fallback: PostgreSQL unreachable; not comparable)',
    url: `http://127.0.0.1:${port}`,
    pid: null,
    workers: 1,
    databasePid: null,
    db: database.db,
    secret: app.authSecret,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

/** The bare Fastify floors (floors.ts) in their own process like the server; a JSON route alone when PostgreSQL is unreachable. */
export async function startBaseline(): Promise<Process & { hasDatabase: boolean }> {
  const port = await freePort();
  const start = (args: string[], url: string) => startChild(args, {}, url, async () => (await fetch(`${url}/json`)).ok);
  try {
    return { ...(await startFloors(ADMIN_URL, port, start)), hasDatabase: true };
  } catch {
    const code = `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
    return { ...(await start(['--input-type=module', '-e', code], `http://127.0.0.1:${port}`)), hasDatabase: false };
  }
}

