// The PostgreSQL pool (server/db/client.ts), on the driver's public options only: a transaction stays a
// transaction with statements pipelined inside it, a one-statement write is prepared by name (pg's
// `{ name, text, values }`), and the pool never opens more connections than DATABASE_POOL_SIZE.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { preparedRows, queryRows } from '../../server/db/rows';
import { createScratchDatabase } from './helpers';

const pgUrl = process.env.TEST_DATABASE_URL;
let database: Database;
let drop: () => Promise<void>;
let scratchUrl: string;

beforeAll(async () => {
  if (!pgUrl) return;
  const scratch = await createScratchDatabase(pgUrl, 'pool');
  drop = scratch.drop;
  scratchUrl = scratch.url;
  database = await openDatabase({ url: scratch.url, dataDir: null, migrate: false });
  await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe.skipIf(!pgUrl)('PostgreSQL pool', () => {
  it('runs statements sent at once inside a transaction in order, and rolls them back together', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await Promise.all([
        queryRows(tx, sql`insert into notes (id, body) values (${1}::int, ${'one'}::text)`),
        queryRows(tx, sql`insert into notes (id, body) values (${1}::int, ${'again'}::text)`),
      ]);
    });
    await expect(attempt).rejects.toThrow();
    expect(await queryRows(database.db, sql`select id from notes`)).toEqual([]);
    await database.db.transaction(async (tx) => {
      await Promise.all([
        queryRows(tx, sql`insert into notes (id, body) values (${2}::int, ${'two'}::text)`),
        queryRows(tx, sql`insert into notes (id, body) values (${3}::int, ${'three'}::text)`),
      ]);
    });
    expect(await queryRows<{ id: number }>(database.db, sql`select id from notes order by id`)).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('prepares a one-statement write by name once per connection, answering what queryRows answers', async () => {
    const one = await openDatabase({ url: scratchUrl, dataDir: null, migrate: false, poolSize: 1 });
    try {
      const write = (id: number) =>
        sql`insert into notes (id, body) values (${id}::int, ${'x'}::text) returning id, json_build_object('id', id) as doc`;
      expect(await preparedRows(one.db, write(10))).toEqual([{ id: 10, doc: { id: 10 } }]);
      expect(await preparedRows(one.db, write(11))).toEqual(await queryRows(one.db, sql`select 11 as id, json_build_object('id', 11) as doc`));
      const prepared = await queryRows<{ name: string }>(one.db, sql`select name from pg_prepared_statements`);
      expect(prepared.map((row) => row.name)).toEqual([expect.stringMatching(/^w_/)]);
    } finally {
      await one.close();
    }
  });

  it('opens no more connections than DATABASE_POOL_SIZE, and the calls beyond them wait their turn', async () => {
    const small = await openDatabase({ url: scratchUrl, dataDir: null, migrate: false, poolSize: 2 });
    try {
      const backends = () =>
        queryRows<{ pid: number }>(small.db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`).then(([row]) => row!.pid);
      const pids = await Promise.all(Array.from({ length: 6 }, backends));
      expect(new Set(pids).size).toBe(2);
    } finally {
      await small.close();
    }
  });
});
