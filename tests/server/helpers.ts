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
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), dataDir: null });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
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
