// The API under concurrent load: getUserChallenges, getUserData, completeUserChallenge, redeemPrize and
// transferPoints on a real server over PostgreSQL, beside a bare Fastify JSON route and the database
// floors measured in the same run (api/processes.ts starts them, api/bench-members.ts makes the members,
// api/floor-shares.ts reads the figures against issue 40's targets).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, isNull } from 'drizzle-orm';
import { prizes } from '../../server/db/schema';
import { acceptSimpleChallenges, addLinkChallenges, checkStored, COMPLETION_CHALLENGES, createUsers, type BenchUser } from './api/bench-members';
import { FLOOR_REQUEST, printFloorShares, READ_FLOOR, WRITE_FLOOR, type FloorKind, type FloorRow, type FloorTarget } from './api/floor-shares';
import { startBaseline, startOnPglite, startOnPostgres, type Target } from './api/processes';
import { printTable, runLoad, type LoadResult, type RequestSpec, type TableRow } from './load';
import { processTreeCpuMs } from './process-cpu';

const CONNECTIONS = 32;
const DURATION_MS = 5_000;
/**
 * Per scenario, long enough for the server's JIT to have compiled the scenario's code: after 1 s, a
 * fifth of a fresh server's CPU still went to V8's optimising compiler (docs/architecture.md).
 */
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 10_000);
/** The baseline's process stays up and answers one trivial route: it is warm after its first run. */
const BASELINE_WARMUP_MS = 1_000;

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
  floor: FloorTarget;
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
  await checkStored(target.db, results);
}

// This machine's speed changes from one second to the next (a shared host: the bare route measured
// 13,000 and 27,000 req/s a few seconds apart). So a scenario's measured part is cut into slices, with
// a slice of the baseline before, between and after them, and a row's share is taken of those baseline
// slices: both sides of the ratio sample the same seconds.
const SLICES = 5;
const BASELINE_SLICE_MS = 1_000;
/** Per baseline slice: its connections are opened anew. */
const BASELINE_SLICE_WARMUP_MS = 200;

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
