// `npm run bench:scale`: a programme of real size on PostgreSQL. Seeds a scratch database with
// BENCH_MEMBERS members (default 1,000,000), 20 ledger rows each, 200 challenges with user states,
// rewards and a push token per member (scale-seed.ts), then, for random members, times every
// call the dashboard makes, the history page, redeem and transfer (server time, in process), the
// console's overview (after the hourly job's first and a later summary run), the monthly-top close,
// the points expiry job on one day's lots (one per member), a news push to every token through the
// job queue (each token exactly once), and the import of BENCH_IMPORT_MEMBERS members (default
// 100,000) from a CSV through the queue (scale-import.ts).
// For every statement those calls run, EXPLAIN (ANALYZE, BUFFERS) is printed when its plan scans a
// table of more than 100,000 rows sequentially. Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/client';
import { expirePoints } from '../../server/services/points-expiry/expire-points';
import { startQueue } from '../../server/queue';
import { seedIfEmpty } from '../../server/seed';
import { createSession } from '../../server/services/auth/sessions';
import { signToken } from '../../server/services/auth/tokens';
import { summariseOverview } from '../../server/services/console/overview-summary';
import { closeMonth } from '../../server/services/monthly-top/close';
import { previousMonth } from '../../server/services/monthly-top/months';
import { createStaff } from '../../server/services/staff/accounts';
import { createStaffSession } from '../../server/services/staff/sessions';
import { signStaffToken, staffTokenKey } from '../../server/services/staff/tokens';
import type { PushTransport } from '../../server/services/push/transport';
import { createScratchDatabase } from '../server/helpers';
import { timeMemberImport } from './scale-import';
import { seedScale } from './scale-seed';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const SAMPLES = 30;
const LARGE_TABLE_ROWS = 100_000;

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function step(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${seconds(started)}`);
}

/** Statements the pg driver sends while `recording` is on, with their parameters. */
const recorded: Array<{ text: string; values: unknown[] }> = [];
let recording = false;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (recording) {
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? undefined : first.values) ?? (Array.isArray(second) ? second : []);
    recorded.push({ text, values });
  }
  return originalQuery.apply(this, args);
};

/** Plans that read a large table from end to end. */
function sequentialScans(plan: unknown, large: Set<string>): string[] {
  const node = plan as { 'Node Type'?: string; 'Relation Name'?: string; Plans?: unknown[] };
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name']) ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap((p) => sequentialScans(p, large))];
}

/** The plan of one statement, run and rolled back; a write that cannot run again (its rows exist now) is planned only. */
async function planOf(client: pg.Client, text: string, values: unknown[], options: string): Promise<unknown[]> {
  for (const analyze of ['analyze, buffers, ', '']) {
    await client.query('begin');
    try {
      return (await client.query(`explain (${analyze}${options}) ${text}`, values)).rows;
    } catch (error) {
      if (!analyze) throw error;
    } finally {
      await client.query('rollback');
    }
  }
  return [];
}

async function explainScans(client: pg.Client, statements: Array<{ text: string; values: unknown[] }>, large: Set<string>, label: string) {
  for (const { text, values } of statements) {
    if (!/^\s*(select|update|insert|delete|with)/i.test(text)) continue;
    try {
      const [row] = (await planOf(client, text, values, 'format json')) as Array<{ 'QUERY PLAN': Array<{ Plan: unknown }> }>;
      const scans = sequentialScans(row!['QUERY PLAN'][0]!.Plan, large);
      if (scans.length) {
        const plan = (await planOf(client, text, values, 'format text')).map((r) => (r as Record<string, string>)['QUERY PLAN']);
        console.log(`\n  ${label}: sequential scan of ${scans.join(', ')}\n  ${text.replace(/\s+/g, ' ').slice(0, 300)}\n    ${plan.join('\n    ')}`);
      }
    } catch (error) {
      console.log(`  ${label}: could not explain (${(error as Error).message}): ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
    }
  }
}

/** The rows of db.execute, whichever driver answered. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** The console's overview (an admin's call) over 7, 30 and 90 days, timed like the members' calls. */
async function timeConsoleOverview(app: Awaited<ReturnType<typeof buildApp>>, db: Db, explainer: pg.Client, large: Set<string>) {
  const admin = await createStaff(db, { email: 'scale-admin@example.test', password: 'scale-admin-password', role: 'admin' });
  const session = await createStaffSession(db, admin.id, 3600);
  const token = await signStaffToken(staffTokenKey(app.authSecret), { staffId: admin.id, sessionId: session.id }, 3600);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  console.log(`\n  console overview (admin), ${SAMPLES / 3} calls per period, server time in process (ms):`);
  for (const days of [7, 30, 90]) {
    const times: number[] = [];
    const statuses = new Set<number>();
    recorded.length = 0;
    for (let k = 0; k < SAMPLES / 3; k += 1) {
      recording = k === 0;
      const t0 = performance.now();
      const answer = await app.inject({ method: 'GET', url: `/api/console/overview?from=${day(days - 1)}&to=${day(0)}`, headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - t0);
      recording = false;
      statuses.add(answer.statusCode);
    }
    times.sort((a, b) => a - b);
    const name = `overview, ${days} days`;
    console.log(`  ${name.padEnd(34)} | ${percentile(times, 0.5).toFixed(1).padStart(6)} | ${percentile(times, 0.95).toFixed(1).padStart(6)} | ${[...statuses].join(',')}`);
    await explainScans(explainer, [...recorded], large, name);
  }
}

export async function benchScale(): Promise<void> {
  const scratch = await createScratchDatabase(ADMIN_URL, 'bench_scale');
  const database = await openDatabase({ url: scratch.url, dataDir: null });
  const explainer = new pg.Client({ connectionString: scratch.url });
  await explainer.connect();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: './.tmp/no-static', DATABASE_URL: scratch.url });
  try {
    console.log(`\nScale: ${MEMBERS.toLocaleString('en')} members on PostgreSQL (database ${scratch.url.split('/').pop()})`);
    await seedIfEmpty(database.db);
    const started = performance.now();
    await seedScale(scratch.url, MEMBERS);
    console.log(`  seeded in ${seconds(started)}`);
    const sizes = await explainer.query<{ relname: string; n: number }>(
      `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
      [LARGE_TABLE_ROWS],
    );
    const large = new Set(sizes.rows.map((r) => r.relname));
    console.log(`  tables of more than ${LARGE_TABLE_ROWS.toLocaleString('en')} rows: ${sizes.rows.map((r) => `${r.relname} (${Number(r.n).toLocaleString('en')})`).join(', ')}`);

    const app = await buildApp({ config, database });
    await app.ready();
    const members = rowsOf<{ id: number; phone: string }>(
      await database.db.execute(sql`select id, phone from users where external_id like 'scale-%' order by random() limit ${SAMPLES * 2}`),
    );
    const headers = await Promise.all(
      members.map(async (m) => {
        const session = await createSession(database.db, m.id, 3600);
        return { authorization: `Bearer ${await signToken(app.authSecret, { userId: m.id, sessionId: session.id }, 3600)}` };
      }),
    );
    const [prize] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from prizes where active and redeemable and items_left is null order by value limit 1`));
    const calls: Array<[string, (k: number) => InjectOptions]> = [
      ['getSettings', () => ({ method: 'GET', url: '/api/user-side/getSettings?url=en/dashboard' })],
      ['getUserData', (k) => ({ method: 'GET', url: '/api/user-side/getUserData', headers: headers[k] })],
      ['getUserPoints', (k) => ({ method: 'GET', url: '/api/user-side/getUserPoints', headers: headers[k] })],
      ['getUserChallenges (first page)', (k) => ({ method: 'GET', url: '/api/user-side/getUserChallenges?start_from=-1', headers: headers[k] })],
      ['getUserNotCollectedAchievements', (k) => ({ method: 'GET', url: '/api/user-side/getUserNotCollectedAchievements', headers: headers[k] })],
      ['getUserActiveRewards', (k) => ({ method: 'GET', url: '/api/user-side/getUserActiveRewards', headers: headers[k] })],
      ['getMonthlyTop', (k) => ({ method: 'GET', url: '/api/user-side/getMonthlyTop', headers: headers[k] })],
      ['getUserHistoryLog', (k) => ({ method: 'GET', url: '/api/user-side/getUserHistoryLog?length=20', headers: headers[k] })],
      ['redeemPrize', (k) => ({ method: 'POST', url: '/api/user-side/redeemPrize', headers: { ...headers[k], 'idempotency-key': randomUUID() }, payload: { prize_id: prize?.id ?? 1 } })],
      ['transferPoints', (k) => ({
        method: 'POST',
        url: '/api/user-side/transferPoints',
        headers: { ...headers[k], 'idempotency-key': randomUUID() },
        payload: { recipient_phone: members[(k + 1) % members.length]!.phone, points: 1 },
      })],
    ];
    console.log(`\n  per-member calls, ${SAMPLES} random members each, server time in process (ms):`);
    console.log(`  ${'call'.padEnd(34)} |    p50 |    p95 | status`);
    for (const [name, request] of calls) {
      const times: number[] = [];
      const statuses = new Set<number>();
      recorded.length = 0;
      for (let k = 0; k < SAMPLES; k += 1) {
        recording = k === 0;
        const t0 = performance.now();
        const answer = await app.inject(request(k));
        times.push(performance.now() - t0);
        recording = false;
        statuses.add(answer.statusCode);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(34)} | ${percentile(times, 0.5).toFixed(1).padStart(6)} | ${percentile(times, 0.95).toFixed(1).padStart(6)} | ${[...statuses].join(',')}`);
      await explainScans(explainer, [...recorded], large, name);
    }

    // What a running server's hourly job has done by now: the first run summarises every closed day.
    await step('overview summaries, first run (every closed day)', () => summariseOverview(database.db));
    await step('overview summaries, a later run (nothing new)', () => summariseOverview(database.db));
    await timeConsoleOverview(app, database.db, explainer, large);

    recorded.length = 0;
    recording = true;
    const closeStarted = performance.now();
    await closeMonth(database.db, previousMonth());
    recording = false;
    console.log(`\n  monthly-top close of ${previousMonth()}: ${seconds(closeStarted)}`);
    await explainScans(explainer, [...recorded], large, 'monthly-top close');

    // The expiry job on one day's lots: every member has one due; one ledger row each, in batches.
    const expiryStarted = performance.now();
    const expired = await expirePoints(database.db);
    console.log(
      `\n  points expiry of one day's lots: ${expired.members.toLocaleString('en')} members, ${expired.points.toLocaleString('en')} points in ${seconds(expiryStarted)}`,
    );
    const again = performance.now();
    const second = await expirePoints(database.db);
    console.log(`  points expiry run again (nothing due): ${second.members} members in ${seconds(again)}`);

    // A news push to every token, through the queue, with a transport that counts each token.
    const counts = new Map<string, number>();
    const counting = app.push.transport as PushTransport & { send: PushTransport['send'] };
    counting.send = async (tokens) => {
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
      return { sent: tokens.length, invalidTokens: [] };
    };
    const [{ n: expected }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from push_tokens t join users u on u.id = t.user_id
        where u.user_news_notification and u.deactivated_at is null`),
    ) as [{ n: number }];
    const queue = await startQueue(app);
    const pushStarted = performance.now();
    await app.push.notifyUsers('news', 'everyone', { title: 'Scale news', body: 'Read it', route: '/en/news' });
    const queued = performance.now() - pushStarted;
    while (counts.size < expected && performance.now() - pushStarted < 30 * 60_000) await new Promise((r) => setTimeout(r, 1000));
    await new Promise((r) => setTimeout(r, 3000));
    const twice = [...counts.values()].filter((n) => n > 1).length;
    console.log(
      `\n  news push to ${expected.toLocaleString('en')} tokens through the queue: publishing call ${queued.toFixed(0)} ms, ` +
        `all delivered in ${seconds(pushStarted)}; tokens reached ${counts.size.toLocaleString('en')}, reached more than once ${twice}`,
    );
    app.queue = queue;
    await timeMemberImport(app, database.db);
    await queue.stop();
    await app.close();
  } finally {
    await explainer.end();
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScale();
