// Builds a fresh app on its own database for a test file: in-memory PGlite by default,
// a new PostgreSQL database when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: './.tmp/no-static', ...env });
  const pgUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  if (pgUrl) {
    const scratch = await createScratchDatabase(pgUrl, 'test');
    database = await openDatabase({ url: scratch.url, dataDir: null });
    dropDatabase = scratch.drop;
  } else {
    database = await openDatabase({ dataDir: null });
  }
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** A new, empty PostgreSQL database on the server of `adminUrl`, and how to drop it. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
