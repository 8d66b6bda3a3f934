// The API under concurrent load: getUserChallenges, completeUserChallenge, redeemPrize
// and transferPoints on a real server over PostgreSQL, beside a bare Fastify JSON route measured in the
// same run. The server and the baseline each run in their own process so that they do not share an event
// loop with the load generator. Bench users, their sessions and points are written straight into the
// database (sign-in is rate limited per IP); tokens are signed with the server's own token service.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/client';
import { challengeOptions, challenges, pointsLedger, prizes, rewards, sessions, userChallenges, users } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { seedIfEmpty } from '../../server/seed';
import { checkBalances } from '../../server/services/economy/ledger';
import { signToken } from '../../server/services/auth/tokens';
import { startFloors } from './floors';
import { printTable, runLoad, type LoadResult, type RequestSpec, type TableRow } from './load';
import { processTreeCpuMs } from './process-cpu';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 32;
const DURATION_MS = 5_000;
/**
 * Per scenario, long enough for the server's JIT to have compiled the scenario's code: after 1 s, a
 * fifth of a fresh server's CPU still went to V8's optimising compiler (docs/architecture.md).
 */
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 10_000);
/** The baseline's process stays up and answers one trivial route: it is warm after its first run. */
const BASELINE_WARMUP_MS = 1_000;
const USERS = 2_000;
const START_POINTS = 1_000_000;
/** Types that complete with a fixed answer: link takes {}, quizzes the right option. */
const SIMPLE_TYPES = ['link', 'text_quiz', 'image_quiz', 'video_quiz'];
/** Link challenges added for the completion scenario: with USERS, more pairs than a fast machine completes in warm-up and run. */
const COMPLETION_CHALLENGES = 30;

interface Process {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

interface Target {
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

interface BenchUser {
  id: number;
  phone: string;
  token: string;
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
async function startOnPostgres(env: Record<string, string> = {}): Promise<Target | null> {
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
async function startOnPglite(): Promise<Target> {
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
async function startBaseline(): Promise<Process & { hasDatabase: boolean }> {
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

/** USERS members who accepted the terms, each with START_POINTS (one ledger row) and a session. */
async function createUsers(db: Db, secret: Uint8Array): Promise<BenchUser[]> {
  const now = new Date();
  const created: Array<{ id: number; phone: string | null }> = [];
  for (let from = 0; from < USERS; from += 500) {
    const rows = Array.from({ length: Math.min(500, USERS - from) }, (_, k) => {
      const n = from + k + 1;
      return {
        phone: `3709${String(n).padStart(7, '0')}`,
        firstName: 'Bench',
        lastName: `User ${n}`,
        language: 'en',
        referralId: `BENCH${n}`,
        externalId: `bench-${n}`,
        termsAcceptedAt: now,
        points: START_POINTS,
        totalPointsEarned: START_POINTS,
      };
    });
    created.push(...(await db.insert(users).values(rows).returning({ id: users.id, phone: users.phone })));
  }
  const expiresAt = new Date(now.getTime() + 24 * 3600_000);
  const sessionIds = created.map(() => randomBytes(24).toString('base64url'));
  for (let from = 0; from < created.length; from += 500) {
    const part = created.slice(from, from + 500);
    await db.insert(pointsLedger).values(
      part.map((u) => ({ userId: u.id, delta: START_POINTS, balanceAfter: START_POINTS, kind: 'manual_award' as const, title: { en: 'Bench points', lt: 'Bench taškai' } })),
    );
    await db
      .insert(sessions)
      .values(part.map((u, k) => ({ id: sessionIds[from + k]!, userId: u.id, createdAt: now, lastSeenAt: now, expiresAt })));
  }
  return Promise.all(
    created.map(async (u, k) => ({ id: u.id, phone: u.phone!, token: await signToken(secret, { userId: u.id, sessionId: sessionIds[k]! }, 3600) })),
  );
}

/**
 * COMPLETION_CHALLENGES copies of the demo's first link challenge, accepted by every bench user, so the
 * completion scenario does not run out of fresh (user, challenge) pairs on a fast machine. Added after the
 * reads ran, so the first page those read is the demo programme's.
 */
async function addLinkChallenges(db: Db): Promise<Array<{ id: number; answer: Record<string, unknown> }>> {
  const copied = await queryRows<{ id: number }>(
    db,
    sql`insert into ${challenges} (type, name, description, points, reward_type, custom_data, rules, owner_id, sort_order)
      select type, name, description, points, reward_type, custom_data, rules, owner_id, 1000 + n
      from (select * from ${challenges} where type = 'link' and active and reward_type = 'points' order by id limit 1) c
      cross join generate_series(1, ${COMPLETION_CHALLENGES}::int) n
      returning id`,
  );
  await db.execute(sql`
    insert into ${userChallenges} (user_id, challenge_id, status, accepted_at, updated_at)
    select u.id, c.id, 'accepted', now(), now() from ${users} u cross join ${challenges} c
    where u.external_id like 'bench-%' and c.id in (${sql.join(copied.map((c) => sql`${c.id}`), sql`, `)})`);
  return copied.map((c) => ({ id: c.id, answer: {} }));
}

/** Open points challenges of the simple types with their answers, accepted by every bench user. */
async function acceptSimpleChallenges(db: Db): Promise<Array<{ id: number; answer: Record<string, unknown> }>> {
  const now = new Date();
  const open = await db
    .select({ id: challenges.id, type: challenges.type })
    .from(challenges)
    .where(
      and(
        eq(challenges.active, true),
        eq(challenges.rewardType, 'points'),
        inArray(challenges.type, SIMPLE_TYPES),
        or(isNull(challenges.startTime), lte(challenges.startTime, now)),
        or(isNull(challenges.endTime), gt(challenges.endTime, new Date(now.getTime() + 3600_000))),
      ),
    );
  const right = await db
    .select({ challengeId: challengeOptions.challengeId, id: challengeOptions.id })
    .from(challengeOptions)
    .where(eq(challengeOptions.isCorrect, true));
  const picked = open.flatMap((c) => {
    if (c.type === 'link') return [{ id: c.id, answer: {} }];
    const options = right.filter((o) => o.challengeId === c.id);
    return options.length === 1 ? [{ id: c.id, answer: { option_id: options[0]!.id } }] : [];
  });
  if (picked.length === 0) return picked;
  await db.execute(sql`
    insert into ${userChallenges} (user_id, challenge_id, status, accepted_at, updated_at)
    select u.id, c.id, 'accepted', now(), now() from ${users} u cross join ${challenges} c
    where u.external_id like 'bench-%' and c.id in (${sql.join(picked.map((c) => sql`${c.id}`), sql`, `)})`);
  return picked;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
const api = (path: string) => `/api/user-side/${path}`;
const auth = (user: BenchUser, idempotent = false): Record<string, string> => ({
  authorization: `Bearer ${user.token}`,
  ...(idempotent ? { 'idempotency-key': randomUUID() } : {}),
});

interface Scenario {
  name: string;
  /** Run just before the scenario (after the ones before it). */
  prepare?: () => Promise<void>;
  request: (i: number) => RequestSpec;
  /** One-use fixtures left after prepare(), when the scenario has a pool of them. */
  maxRequests?: () => number;
  /** The bare database floor it is read against, and the share of it the issue asks for (issue 40). */
  floor: { kind: FloorKind; target: number };
}

type FloorKind = 'read' | 'write';
const READ_FLOOR = { kind: 'read', target: 0.6 } as const;
const WRITE_FLOOR = { kind: 'write', target: 0.5 } as const;
/** A write's p99 at CONNECTIONS connections may be this long at most (issue 40). */
const WRITE_P99_TARGET_MS = 100;

async function sanity(db: Db, results: Map<string, LoadResult>): Promise<void> {
  const benchUser = like(users.externalId, 'bench-%');
  const [done] = await db
    .select({ n: count() })
    .from(userChallenges)
    .innerJoin(users, eq(users.id, userChallenges.userId))
    .where(and(benchUser, eq(userChallenges.status, 'completed')));
  const [bought] = await db.select({ n: count() }).from(rewards).innerJoin(users, eq(users.id, rewards.userId)).where(benchUser);
  const [moved] = await db
    .select({ n: count() })
    .from(pointsLedger)
    .innerJoin(users, eq(users.id, pointsLedger.userId))
    .where(and(benchUser, eq(pointsLedger.kind, 'points_transfer'), gt(pointsLedger.delta, 0)));
  const line = (what: string, stored: number | undefined, call: string) => {
    const r = results.get(call);
    const agrees = r && r.succeeded === (stored ?? 0) ? 'agrees' : 'DIFFERS';
    return r ? `${what} ${stored ?? 0} (${call}: ${r.succeeded} answers 2xx incl. warm-up, ${agrees})` : `${what}: not run`;
  };
  console.log(`Check: ${line('challenges completed', done?.n, 'completeUserChallenge')}`);
  console.log(`Check: ${line('rewards', bought?.n, 'redeemPrize')}`);
  console.log(`Check: ${line('transfers received', moved?.n, 'transferPoints')}`);
  const [totals] = await db.select({ balances: sql<string>`coalesce(sum(${users.points}), 0)` }).from(users);
  const [ledger] = await db.select({ sum: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` }).from(pointsLedger);
  const mismatched = await checkBalances(db);
  const same = totals?.balances === ledger?.sum && mismatched.length === 0;
  console.log(
    `Balance check: sum of balances ${totals?.balances} ${same ? '=' : '!='} ledger sum ${ledger?.sum}; users whose balance differs from their ledger: ${mismatched.length}`,
  );
}

/** CPU of the load generator, this process (not its children, the servers). */
function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Every server scenario against `target`, each beside the baseline measured in slices between its own. */
async function runScenarios(target: Target, measureBaseline: (durationMs: number, floor?: FloorKind) => Promise<LoadResult>): Promise<void> {
  const people = await createUsers(target.db, target.secret);
  const simple = await acceptSimpleChallenges(target.db);
  // Challenge-major, so that consecutive completions belong to different users.
  let pairs: Array<{ user: BenchUser; challenge: { id: number; answer: Record<string, unknown> } }> = [];
  const shop = await target.db
    .select({ id: prizes.id })
    .from(prizes)
    .where(and(eq(prizes.active, true), eq(prizes.redeemable, true), isNull(prizes.itemsLeft)));

  const scenarios: Scenario[] = [
    {
      name: 'getUserChallenges (first page)',
      request: () => ({ method: 'GET', path: api('getUserChallenges?start_from=-1'), headers: auth(pick(people)) }),
      floor: READ_FLOOR,
    },
    { name: 'getUserData', request: () => ({ method: 'GET', path: api('getUserData'), headers: auth(pick(people)) }), floor: READ_FLOOR },
    {
      name: 'completeUserChallenge',
      prepare: async () => {
        const added = await addLinkChallenges(target.db);
        pairs = [...simple, ...added].flatMap((c) => people.map((user) => ({ user, challenge: c })));
      },
      maxRequests: () => pairs.length,
      floor: WRITE_FLOOR,
      request: (i) => {
        const { user, challenge } = pairs[i]!;
        return { method: 'POST', path: api('completeUserChallenge'), headers: auth(user, true), body: { challenge_id: challenge.id, answer: challenge.answer } };
      },
    },
    {
      name: 'redeemPrize',
      request: () => ({ method: 'POST', path: api('redeemPrize'), headers: auth(pick(people), true), body: { prize_id: pick(shop).id } }),
      floor: WRITE_FLOOR,
    },
    {
      name: 'transferPoints',
      floor: WRITE_FLOOR,
      // Senders in turn: each member sends at most one in USERS transfers, well inside the 20 per 10 minutes a member may send.
      request: (i) => {
        const from = people[i % people.length]!;
        let to = pick(people);
        while (to.id === from.id) to = pick(people);
        return { method: 'POST', path: api('transferPoints'), headers: auth(from, true), body: { recipient_phone: to.phone, points: 1 } };
      },
    },
  ];

  const load = os.loadavg().map((n) => n.toFixed(1)).join(' ');
  console.log(`\nAPI under load: ${target.label}`);
  console.log(`  machine: ${os.cpus().length} CPUs, load average ${load} before the run (load generator, server and database share them)`);
  console.log(
    `  ${CONNECTIONS} keep-alive connections, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per scenario, loopback; ` +
      `${people.length} bench users, ${simple.length} + ${COMPLETION_CHALLENGES} challenges to complete, ${shop.length} unlimited prizes; ` +
      `writes carry an Idempotency-Key; server (db, load) CPU ms = the server's (PostgreSQL's, the load generator's) processes' CPU time per answered request`,
  );
  // Each bench member makes a signed-in call first, once per worker, as an app does after signing in: a
  // token's first check (its signature, its session row) is paid once per process, not in the figures.
  await runLoad({
    url: target.url,
    connections: CONNECTIONS,
    durationMs: 60_000,
    maxRequests: people.length * target.workers,
    request: (i) => ({ method: 'GET', path: api('getUserPoints'), headers: auth(people[i % people.length]!) }),
  });
  const results = new Map<string, LoadResult>();
  const rows: TableRow[] = [];
  const floorRows: FloorRow[] = [];
  // BENCH_SCENARIOS=getUserChallenges,transferPoints runs only those.
  const only = process.env.BENCH_SCENARIOS?.split(',');
  const cpuOf = (pid: number | null) => (pid === null ? null : processTreeCpuMs(pid));
  for (const s of scenarios.filter((x) => !only || only.some((o) => x.name.startsWith(o)))) {
    await s.prepare?.();
    // A baseline slice before each of the scenario's slices and one after the last; CPU spent while a baseline slice
    // runs is not the scenario's.
    let baselineRequests = 0;
    let baselineMs = 0;
    let floorRequests = 0;
    let floorMs = 0;
    let serverCpuPaused = 0;
    let databaseCpuPaused = 0;
    let loadCpuPaused = 0;
    const baselineSlice = async () => {
      const server = cpuOf(target.pid);
      const database = cpuOf(target.databasePid);
      const load = ownCpuMs();
      const slice = await measureBaseline(BASELINE_SLICE_MS);
      const floor = await measureBaseline(BASELINE_SLICE_MS, s.floor.kind);
      floorRequests += floor.requests;
      floorMs += floor.elapsedMs;
      serverCpuPaused += (cpuOf(target.pid) ?? 0) - (server ?? 0);
      databaseCpuPaused += (cpuOf(target.databasePid) ?? 0) - (database ?? 0);
      loadCpuPaused += ownCpuMs() - load;
      baselineRequests += slice.requests;
      baselineMs += slice.elapsedMs;
    };
    let cpuAtStart: number | null = null;
    let databaseCpuAtStart: number | null = null;
    let loadCpuAtStart: number | null = null;
    const result = await runLoad({
      url: target.url,
      connections: CONNECTIONS,
      durationMs: DURATION_MS,
      warmupMs: WARMUP_MS,
      request: s.request,
      maxRequests: s.maxRequests?.(),
      onMeasureStart: () => {
        cpuAtStart = cpuOf(target.pid);
        databaseCpuAtStart = cpuOf(target.databasePid);
        loadCpuAtStart = ownCpuMs();
      },
      slices: { count: SLICES, between: baselineSlice },
    });
    const perRequest = (atStart: number | null, atEnd: number | null, paused: number) =>
      atStart !== null && atEnd !== null && result.requests > 0 ? (atEnd - atStart - paused) / result.requests : undefined;
    const serverCpuMsPerRequest = perRequest(cpuAtStart, cpuOf(target.pid), serverCpuPaused);
    const databaseCpuMsPerRequest = perRequest(databaseCpuAtStart, cpuOf(target.databasePid), databaseCpuPaused);
    // With the server in this process (the PGlite fallback), this process's CPU is not the generator's alone.
    const loadCpuMsPerRequest = target.pid === null ? undefined : perRequest(loadCpuAtStart, ownCpuMs(), loadCpuPaused);
    await baselineSlice();
    const baselinePerSecond = (baselineRequests / baselineMs) * 1000;
    const floorPerSecond = floorRequests ? (floorRequests / floorMs) * 1000 : undefined;
    results.set(s.name, result);
    rows.push({ name: s.name, result, baselinePerSecond, serverCpuMsPerRequest, databaseCpuMsPerRequest, loadCpuMsPerRequest });
    floorRows.push({ name: s.name, result, floorPerSecond, floor: s.floor });
  }
  printTable(rows);
  printFloorShares(floorRows);
  if (pairs.length > 0 && (results.get('completeUserChallenge')?.issued ?? 0) >= pairs.length) {
    console.log(`  completeUserChallenge ran out of fresh (user, challenge) pairs before the time was up.`);
  }
  await sanity(target.db, results);
}

// This machine's speed changes from one second to the next (a shared host: the bare route measured
// 13,000 and 27,000 req/s a few seconds apart). So a scenario's measured part is cut into slices, with
// a slice of the baseline before, between and after them, and a row's share is taken of those baseline
// slices: both sides of the ratio sample the same seconds.
const SLICES = 5;
const BASELINE_SLICE_MS = 1_000;
/** Per baseline slice: its connections are opened anew. */
const BASELINE_SLICE_WARMUP_MS = 200;

const FLOOR_REQUEST: Record<FloorKind, RequestSpec> = {
  read: { method: 'GET', path: '/read' },
  write: { method: 'POST', path: '/write', body: { points: 1 } },
};

interface FloorRow {
  name: string;
  result: LoadResult;
  floorPerSecond: number | undefined;
  floor: Scenario['floor'];
}

/** Each scenario as a share of its database floor (floors.ts) measured in the same seconds, beside the issue's targets. */
function printFloorShares(rows: FloorRow[]): void {
  const measured = rows.filter((r) => r.floorPerSecond);
  if (!measured.length) return console.log('  (no database floors: PostgreSQL unreachable)');
  console.log(`  Against the floors (bare Fastify + pg in the same seconds; write targets also need p99 <= ${WRITE_P99_TARGET_MS} ms):`);
  for (const { name, result, floorPerSecond, floor } of measured) {
    const share = result.perSecond / floorPerSecond!;
    const p99ok = floor.kind === 'read' || result.p99 <= WRITE_P99_TARGET_MS;
    const verdict = share >= floor.target && p99ok ? 'meets' : 'MISSES';
    console.log(
      `    ${name.padEnd(31)} ${result.perSecond.toFixed(0).padStart(6)} req/s = ${share.toFixed(2)} x the ${floor.kind} floor ` +
        `(${floorPerSecond!.toFixed(0)} req/s), p99 ${result.p99.toFixed(1)} ms: ${verdict} the target >= ${floor.target}`,
    );
  }
}

/**
 * BENCH_VARIANTS="A=1 B=2|C=3": the server run once per variant, each with those extra environment
 * variables (side by side in one run); by default once as it is.
 */
const variants = (): Array<Record<string, string>> =>
  (process.env.BENCH_VARIANTS ?? '').split('|').map((variant) =>
    Object.fromEntries(variant.split(' ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
  );

export async function benchApi(): Promise<void> {
  const baseline = await startBaseline();
  const measure = (durationMs: number, warmupMs = BASELINE_WARMUP_MS, floor?: FloorKind) =>
    runLoad({
      url: baseline.url,
      connections: CONNECTIONS,
      durationMs,
      warmupMs,
      request: () => (floor && baseline.hasDatabase ? FLOOR_REQUEST[floor] : { method: 'GET', path: '/json' }),
    });
  try {
    const loadCpuAtStart = ownCpuMs();
    const result = await measure(DURATION_MS);
    const loadCpuMsPerRequest = (ownCpuMs() - loadCpuAtStart) / result.issued;
    console.log(
      `\nBaseline: a bare Fastify JSON route in its own process (measured again in ${SLICES + 1} slices of ${BASELINE_SLICE_MS / 1000} s ` +
        `around and between each scenario's ${SLICES} slices; a row's baseline is those slices), and beside it the ` +
        `scenario's database floor (tests/bench/floors.ts), in slices of the same length`,
    );
    const floorRows: TableRow[] = [];
    if (baseline.hasDatabase) {
      for (const kind of ['read', 'write'] as const) floorRows.push({ name: `${kind} floor`, result: await measure(DURATION_MS, BASELINE_WARMUP_MS, kind) });
    }
    printTable([{ name: 'bare Fastify JSON route (baseline)', result, serverCpuMsPerRequest: cpuPerRequest(baseline.pid, result), loadCpuMsPerRequest }, ...floorRows]);
    const measureBaseline = (durationMs: number, floor?: FloorKind) =>
      floor && !baseline.hasDatabase ? Promise.resolve(EMPTY) : measure(durationMs, BASELINE_SLICE_WARMUP_MS, floor);
    // One worker, then one per core of this machine beside them (BENCH_WORKERS=1 runs only the first).
    for (const env of variants()) {
      for (const workers of process.env.BENCH_WORKERS?.split(',') ?? ['1', '2']) {
        const target = (await startOnPostgres({ ...env, WEB_CONCURRENCY: workers })) ?? (await startOnPglite());
        if (Object.keys(env).length) target.label += `; variant ${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')}`;
        try {
          await runScenarios(target, measureBaseline);
        } finally {
          await target.stop();
        }
        if (target.pid === null) return;
      }
    }
  } finally {
    await baseline.stop();
  }
}

const EMPTY: LoadResult = { requests: 0, ok: 0, errors: 0, elapsedMs: 0, perSecond: 0, p50: 0, p99: 0, failures: new Map(), samples: [], issued: 0, succeeded: 0 };

/** The baseline's CPU per request over its whole life (it served nothing else). */
function cpuPerRequest(pid: number, result: LoadResult): number | undefined {
  const ms = processTreeCpuMs(pid);
  return ms === null ? undefined : ms / result.issued;
}
