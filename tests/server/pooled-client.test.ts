// The pooled PostgreSQL client (server/db/pooled-client.ts): a statement with parameters is prepared
// by name once per connection; a transaction's BEGIN travels with its first statement, one write to
// the socket instead of two, and the transaction stays a transaction; statements sent in one turn of
// the event loop share a write.
import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { createScratchDatabase } from './helpers';

const pgUrl = process.env.TEST_DATABASE_URL;
let database: Database;
let drop: () => Promise<void>;
let scratchUrl: string;

beforeAll(async () => {
  if (!pgUrl) return;
  const scratch = await createScratchDatabase(pgUrl, 'pooled');
  drop = scratch.drop;
  scratchUrl = scratch.url;
  database = await openDatabase({ url: scratch.url, dataDir: null, migrate: false });
  await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

/** Writes to any socket while `work` runs. */
async function socketWrites(work: () => Promise<unknown>): Promise<number> {
  const writev = vi.spyOn(Socket.prototype as unknown as { _writev: () => void }, '_writev');
  const write = vi.spyOn(Socket.prototype as unknown as { _write: () => void }, '_write');
  try {
    await work();
    return writev.mock.calls.length + write.mock.calls.length;
  } finally {
    writev.mockRestore();
    write.mockRestore();
  }
}

describe.skipIf(!pgUrl)('pooled PostgreSQL client', () => {
  it('prepares a statement with parameters by name, once per connection', async () => {
    const names = await database.db.transaction(async (tx) => {
      await queryRows(tx, sql`select ${1}::int + 1 as two`);
      await queryRows(tx, sql`select ${2}::int + 1 as two`);
      return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where statement like ${'%+ 1 as two%'}`);
    });
    expect(names).toHaveLength(1);
    expect(names[0]!.name).toMatch(/^q_/);
  });

  it('sends BEGIN with the first statement, and rolls back as one', async () => {
    await database.db.execute(sql`select 1`); // a connection is open and idle in the pool
    const writes = await socketWrites(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (${1}, ${'kept'})`);
      }),
    );
    expect(writes).toBe(2); // BEGIN with the INSERT, then COMMIT

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (${2}, ${'dropped'})`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await queryRows<{ id: number }>(database.db, sql`select id from notes order by id`)).toEqual([{ id: 1 }]);
  });

  it('sends the statements of one turn of the event loop in one write', async () => {
    await database.db.execute(sql`select 1`);
    const writes = await socketWrites(() =>
      database.db.transaction(async (tx) => {
        // As the Idempotency-Key mark and a handler's first statement go out: neither waits for the other.
        await Promise.all([
          tx.execute(sql`insert into notes values (${3}, ${'mark'})`),
          tx.execute(sql`insert into notes values (${4}, ${'first'})`),
        ]);
      }),
    );
    expect(writes).toBe(2); // BEGIN with both INSERTs, then COMMIT
    expect(await queryRows<{ id: number }>(database.db, sql`select id from notes where id > 2 order by id`)).toEqual([{ id: 3 }, { id: 4 }]);
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
