// The floors the API's figures are read against: what any database-backed call costs on this machine,
// measured in the same run. A bare Fastify process (no app code) with a pg pool of the server's size on
// a scratch database of its own:
// - GET /json: a JSON answer, no database (the floor of any call);
// - GET /read: three prepared queries, one after the other (the floor of a read: a member's row, their
//   last ledger rows, a count);
// - POST /write: one durable transaction of an UPDATE and an INSERT, as one statement (the floor of a
//   write: a balance and a ledger row, committed with the server's synchronous_commit).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../../server/db/client';

export const FLOOR_ACCOUNTS = 2_000;

export interface Floors {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const schema = `
create table floor_accounts (id int primary key, points int not null check (points >= 0));
create table floor_ledger (id bigserial primary key, account_id int not null references floor_accounts (id),
  delta int not null, balance_after int not null, created_at timestamptz not null default now());
create index floor_ledger_account_idx on floor_ledger (account_id, id);
insert into floor_accounts select n, 1000000 from generate_series(1, ${FLOOR_ACCOUNTS}) n;
insert into floor_ledger (account_id, delta, balance_after) select id, points, points from floor_accounts;`;

const processCode = (port: number, url: string) => `import Fastify from 'fastify';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: ${JSON.stringify(url)}, max: ${DEFAULT_POOL_SIZE} });
const account = () => 1 + Math.floor(Math.random() * ${FLOOR_ACCOUNTS});
const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
app.get('/read', async () => {
  const id = account();
  const member = await pool.query({ name: 'floor_member', text: 'select id, points from floor_accounts where id = $1', values: [id] });
  const last = await pool.query({ name: 'floor_last', text: 'select id, delta, balance_after, created_at from floor_ledger where account_id = $1 order by id desc limit 10', values: [id] });
  const rows = await pool.query({ name: 'floor_count', text: 'select count(*)::int as n from floor_ledger where account_id = $1', values: [id] });
  return { points: member.rows[0].points, last: last.rows, rows: rows.rows[0].n };
});
app.post('/write', async (request) => {
  const { points } = request.body;
  const { rows } = await pool.query({
    name: 'floor_write',
    text: 'with moved as (update floor_accounts set points = points + $2 where id = $1 returning id, points) insert into floor_ledger (account_id, delta, balance_after) select id, $2, points from moved returning balance_after',
    values: [account(), points],
  });
  return { balance: rows[0].balance_after };
});
await app.listen({ port: ${port}, host: '127.0.0.1' });`;

/** Creates the floors' scratch database on `adminUrl`'s server and starts their process with `start`. */
export async function startFloors(
  adminUrl: string,
  port: number,
  start: (args: string[], url: string) => Promise<{ pid: number; stop(): Promise<void> }>,
): Promise<Floors> {
  const name = `bench_floor_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  try {
    const setup = new pg.Client({ connectionString: dbUrl.toString() });
    await setup.connect();
    await setup.query(schema);
    await setup.end();
    const url = `http://127.0.0.1:${port}`;
    const child = await start(['--input-type=module', '-e', processCode(port, dbUrl.toString())], url);
    return {
      url,
      pid: child.pid,
      async stop() {
        await child.stop();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
