// The member import at scale (part of `npm run bench:scale`): a CSV of BENCH_IMPORT_MEMBERS members
// (default 100,000) with phones, e-mails and balances is uploaded as an admin would, its dry run and
// then its import run through the job queue (pg-boss), and the time of each is printed, with a check
// that every balance reached the ledger; then the same for a history file of two past lines per member. Alone, on a scratch database of its own:
//   BENCH_IMPORT_MEMBERS=5000 npx tsx tests/bench/scale-import.ts
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { startQueue } from '../../server/queue';
import { seedIfEmpty } from '../../server/seed';
import { createStaff } from '../../server/services/staff/accounts';
import { createStaffSession } from '../../server/services/staff/sessions';
import { signStaffToken, staffTokenKey } from '../../server/services/staff/tokens';
import { createScratchDatabase } from '../server/helpers';

const IMPORT_MEMBERS = Number(process.env.BENCH_IMPORT_MEMBERS ?? 100_000);

function membersFile(count: number) {
  const lines = ['external_id,first_name,last_name,phone,email,language,customer_id,joined,balance'];
  for (let n = 1; n <= count; n += 1) {
    // Lithuanian mobile numbers 3706xxxxxxx, clear of the scale seed's 37xxxxxxxxx.
    lines.push(`OLD-${n},Imported,Member ${n},+3706${String(n).padStart(7, '0')},m${n}@import.example,${n % 3 ? 'en' : 'lt'},,2020-01-0${1 + (n % 9)},${n % 500}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Two past lines per member that add up to the balance of `membersFile`: points earned, then some spent. */
function historyFile(count: number) {
  const lines = ['external_id,line_id,date,points,description'];
  for (let n = 1; n <= count; n += 1) {
    lines.push(`OLD-${n},${n}-1,2019-0${1 + (n % 9)}-15,${(n % 500) + 20},Shop ${n % 40}`, `OLD-${n},${n}-2,2019-1${n % 3}-20,-20,Prize`);
  }
  return `${lines.join('\n')}\n`;
}

async function until(app: FastifyInstance, id: number, headers: Record<string, string>, state: string) {
  for (;;) {
    const view = (await app.inject({ method: 'GET', url: `/api/console/imports/${id}`, headers })).json() as { status: string; rows_done: number; problem_rows: number; created: number };
    if (view.status === state || view.status === 'failed') return view;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Uploads, dry-runs and imports `count` members through the queue `app.queue`; prints the times. */
export async function timeMemberImport(app: FastifyInstance, db: Db, count = IMPORT_MEMBERS) {
  const admin = await createStaff(db, { email: `import-admin-${Date.now()}@example.test`, password: 'import-admin-password', role: 'admin' });
  const session = await createStaffSession(db, admin.id, 3600);
  const token = await signStaffToken(staffTokenKey(app.authSecret), { staffId: admin.id, sessionId: session.id }, 3600);
  const headers = { authorization: `Bearer ${token}` };
  const members = await timeUploadAndImport(app, headers, membersFile(count), 'members');
  const before = await importedBalances(db);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const history = await timeUploadAndImport(app, headers, historyFile(count), 'history');
  const after = await importedBalances(db);
  console.log(
    `\n  member import of ${count.toLocaleString('en')} rows (${(members.bytes / 1e6).toFixed(1)} MB) through the job queue: ` +
      `dry run ${s(members.dryRun)} (${members.checked.problem_rows} problem rows), import ${s(members.imported)} (${members.done.status}, ${members.done.rows_done.toLocaleString('en')} rows); ` +
      `members ${before.members.toLocaleString('en')}, balances ${before.points.toLocaleString('en')} = ledger ${before.ledger.toLocaleString('en')}`,
  );
  console.log(
    `  history import of ${(count * 2).toLocaleString('en')} lines (${(history.bytes / 1e6).toFixed(1)} MB): dry run ${s(history.dryRun)} ` +
      `(${history.checked.problem_rows} problem rows), import ${s(history.imported)} (${history.done.status}, ${history.done.created.toLocaleString('en')} lines added); ` +
      `balances ${after.points.toLocaleString('en')} = ledger ${after.ledger.toLocaleString('en')}`,
  );
}

/** The imported members, their balances and their ledger's sum (equal when the books are right). */
async function importedBalances(db: Db) {
  const [row] = await queryRows<{ members: number; points: number; ledger: number }>(
    db,
    sql`select count(*)::int as members, coalesce(sum(u.points), 0)::int as points,
          coalesce((select sum(l.delta) from points_ledger l join imported_members m on m.user_id = l.user_id), 0)::int as ledger
        from users u join imported_members m on m.user_id = u.id`,
  );
  return row!;
}

/** Uploads a file of `kind`, waits for its dry run, then imports it; the time of each. */
async function timeUploadAndImport(app: FastifyInstance, headers: Record<string, string>, csv: string, kind: 'members' | 'history') {
  const started = performance.now();
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/console/imports?file_name=bench-${kind}.csv&kind=${kind}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
  const { id } = uploaded.json() as { id: number };
  const checked = await until(app, id, headers, 'checked');
  const dryRun = performance.now() - started;
  const importStarted = performance.now();
  await app.inject({ method: 'POST', url: `/api/console/imports/${id}/run`, headers });
  const done = await until(app, id, headers, 'done');
  return { bytes: csv.length, dryRun, checked, imported: performance.now() - importStarted, done };
}

async function alone() {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'bench_import');
  const database = await openDatabase({ url: scratch.url, dataDir: null });
  try {
    await seedIfEmpty(database.db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: './.tmp/no-static', DATABASE_URL: scratch.url });
    const app = await buildApp({ config, database });
    await app.ready();
    app.queue = await startQueue(app);
    await timeMemberImport(app, database.db);
    await app.queue.stop();
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await alone();
