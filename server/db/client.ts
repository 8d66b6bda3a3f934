// The database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both run the same migrations from server/db/migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `dataDir` null opens an in-memory PGlite (tests). */
export async function openDatabase(opts: { url?: string; dataDir: string | null }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // A dropped idle connection (server restart, test database dropped) must not crash the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  let unlock = () => {};
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(path.resolve(opts.dataDir));
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    unlock();
    throw error;
  }
  const close = async () => {
    await client.close();
    unlock();
  };
  return { db: db as unknown as Db, kind: 'pglite', close };
}
