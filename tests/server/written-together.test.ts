// Group commit of one-statement writes (server/db/written-together.ts), on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL: the statements sent while one is in flight share a transaction; a
// statement that fails fails alone; a group that waits too long for a lock runs alone; a group whose
// COMMIT fails runs nothing again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { queryRows, sqlState } from '../../server/db/rows';
import { writtenTogether } from '../../server/db/written-together';
import { createScratchDatabase } from './helpers';

const pgUrl = process.env.TEST_DATABASE_URL;
const kinds = pgUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('statements written together (%s)', (kind) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const scratch = await createScratchDatabase(pgUrl!, 'together');
      drop = scratch.drop;
      database = await openDatabase({ url: scratch.url, dataDir: null, migrate: false });
    } else {
      database = await openDatabase({ dataDir: null, migrate: false });
    }
    await database.db.execute(sql`create table notes (id int primary key)`);
    await database.db.execute(sql`create table tags (n int unique deferrable initially deferred)`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const write = (statement: ReturnType<typeof sql>) => writtenTogether<Record<string, unknown>>(database.db, statement);
  const slowLead = () => write(sql`select 1 as lead from pg_sleep(0.05)`);

  it('commits the statements sent while one is in flight in one transaction, the first in its own', async () => {
    const txid = sql`select txid_current()::text as tx`;
    const lead = write(txid);
    const rest = [write(txid), write(txid), write(txid)];
    const [[first], ...others] = await Promise.all([lead, ...rest]);
    const grouped = new Set(others.map(([row]) => row!.tx));
    expect(grouped.size).toBe(1);
    expect(grouped.has(first!.tx)).toBe(false);
  });

  it('fails only the statement that fails; the others commit once', async () => {
    await database.db.execute(sql`insert into notes values (1)`);
    const lead = slowLead();
    const results = await Promise.allSettled([
      lead,
      write(sql`insert into notes values (2) returning id`),
      write(sql`insert into notes values (1) returning id`),
      write(sql`insert into notes values (3) returning id`),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : sqlState(r.reason)))).toEqual([
      [{ lead: 1 }],
      [{ id: 2 }],
      '23505',
      [{ id: 3 }],
    ]);
    const ids = await queryRows<{ id: number }>(database.db, sql`select id from notes order by id`);
    expect(ids.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it.skipIf(kind !== 'postgres')('runs a group alone when it waits too long for a row another transaction holds', async () => {
    await database.db.execute(sql`insert into notes values (10)`);
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from notes where id = 10 for update`);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await lockTaken;
    const lead = slowLead();
    const [, [waited], [other]] = await Promise.all([
      lead,
      write(sql`update notes set id = id where id = 10 returning txid_current()::text as tx`),
      write(sql`select txid_current()::text as tx`),
    ]);
    await holder;
    // Together they would share one transaction; after the group gave up, each ran in its own.
    expect(waited!.tx).not.toBe(other!.tx);
  });

  it('runs nothing again when the group fails at its COMMIT', async () => {
    const lead = slowLead();
    const results = await Promise.allSettled([
      lead,
      write(sql`insert into tags values (5) returning n`),
      write(sql`insert into tags values (5) returning n`),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? 'written' : sqlState(r.reason)))).toEqual(['written', '23505', '23505']);
    expect(await queryRows(database.db, sql`select n from tags`)).toEqual([]);
  });
});
