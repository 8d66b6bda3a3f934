// The database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both run the same migrations from server/db/migrations (db/migrations.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { applyFunctionFiles } from './functions';
import { migrationsFolder, MIGRATIONS_LOCK_KEY } from './migrations';
import { postgresListener, type Listen } from './listener';
import { lockDataDir } from './pglite-lock';
import { runNamedStatementsOn } from './rows';

/**
 * A process's connections to PostgreSQL at most (config DATABASE_POOL_SIZE). Every worker process has its
 * own pool (the job queue shares it) and one LISTEN connection, so WEB_CONCURRENCY × (this + 1), over all
 * machines, must stay under the database's max_connections (docs/configuration.md).
 * Fewer busy at once cost PostgreSQL less CPU per write but the server more, and reads lose their
 * parallelism (docs/architecture.md, "Where a request's time goes").
 */
export const DEFAULT_POOL_SIZE = 20;

// drizzle is given no schema: nothing uses its relational queries, and with a schema every transaction
// builds a query object per table (about 3% of a completion's server CPU, docs/architecture.md).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so processes starting together apply them once. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, and with null after a lost listening
   * connection comes back (notifications may have been missed meanwhile). Answers how to stop listening.
   */
  listen: Listen;
  /** Raw SQL for libraries that bring their own statements (the job queue); several statements when no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs `work` while holding the advisory lock `key` (PostgreSQL), so processes do it one at a time. */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections and the queries waiting for one (pg's totalCount, idleCount, waitingCount). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite: a copy of the data directory, for another in-memory database to start from (OpenOptions.startFrom). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  url?: string;
  /** null opens an in-memory PGlite (tests). */
  dataDir: string | null;
  /** An in-memory PGlite starts from this copy of a data directory (PGlite's dumpDataDir) instead of an empty one. */
  startFrom?: Blob;
  /** PostgreSQL: connections in this process's pool (config DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Apply pending migrations on open (default); production may run them as a step of their own. */
  migrate?: boolean;
  /**
   * PostgreSQL: how long a request waits for a connection, and for a statement's answer, before it fails
   * as "database unreachable" (503). Without them a database that hangs (a half-open link, a stalled
   * proxy) holds every request for ever. Migrations have no statement deadline (an index may take long).
   */
  timeouts?: { connectMs: number; queryMs: number };
}

export const DEFAULT_DATABASE_TIMEOUTS = { connectMs: 5_000, queryMs: 60_000 };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.url ? await openPostgres(opts.url, opts.poolSize ?? DEFAULT_POOL_SIZE, opts.timeouts ?? DEFAULT_DATABASE_TIMEOUTS) : await openPglite(opts.dataDir, opts.startFrom);
  if (opts.migrate ?? true) {
    try {
      await database.migrate();
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }
  return database;
}

async function openPostgres(url: string, poolSize: number, timeouts: { connectMs: number; queryMs: number }): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // pipeline (node-postgres.com/features/pipelining): statements given to a connection at once (a
  // transaction's statement and its Idempotency-Key mark) go out without waiting for each other's answers.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    pipeline: true,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs || undefined,
  });
  // A dropped idle connection (server restart, test database dropped) must not crash the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool);
  runNamedStatementsOn(db as unknown as Db, (query) => pool.query(query));
  const withLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  };
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    withLock,
    // On a pool of its own, without the statement deadline: building an index may take minutes.
    async migrate() {
      const migrations = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: timeouts.connectMs });
      migrations.on('error', () => {});
      const client = await migrations.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
        await migrate(drizzle(client), { migrationsFolder });
        await applyFunctionFiles(async (text) => rowsOf(await client.query(text)));
      } finally {
        client.release();
        await migrations.end();
      }
    },
    listen: postgresListener(pg, url),
    executeSql: async (text, values) => ({ rows: rowsOf(await pool.query(text, values)) }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The rows of a query's last statement (pg answers a list of results to several statements). */
function rowsOf<T>(result: unknown): T[] {
  const results = result as { rows: T[] } | Array<{ rows: T[] }>;
  return Array.isArray(results) ? (results.at(-1)?.rows ?? []) : results.rows;
}

/**
 * An in-memory database (tests) already holds every page in memory: PostgreSQL's default 128 MB buffer pool
 * on top of it only costs the time to set it up, about half of each open (1.6-2.6 s against 0.8-1.0 s with 16 MB).
 */
const IN_MEMORY_SETTINGS = 'shared_buffers = 16MB';

async function openPglite(dataDir: string | null, startFrom?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  let unlock = () => {};
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(path.resolve(dataDir));
    client = new PGlite(dir);
  } else {
    client = new PGlite({ ...(startFrom ? { loadDataDir: startFrom } : {}), postgresqlconf: IN_MEMORY_SETTINGS });
  }
  const db = drizzle(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite directory (the lock above), so there is nobody to wait for.
    async migrate() {
      await migrate(db, { migrationsFolder });
      await applyFunctionFiles(async (text) => (await client.exec(text)).at(-1)?.rows as Array<{ name: string; body: string }>);
    },
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return () => unlisten();
    },
    // One process owns a PGlite directory: nobody to wait for.
    withLock: (_key, work) => work(),
    async executeSql(text, values) {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
    },
    async close() {
      await client.close();
      unlock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
