// Builds a fresh app on its own database for a test file: in-memory PGlite by default,
// a new PostgreSQL database when TEST_DATABASE_URL is set.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { functionsFolder } from '../../server/db/functions';
import { migrationsFolder } from '../../server/db/migrations';
import { migratedTemplate } from './postgres-template';

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
    const scratch = await createScratchDatabase(pgUrl, 'test', await migratedTemplate(pgUrl, await templateDigest()));
    database = await openDatabase({ url: scratch.url, dataDir: null });
    dropDatabase = scratch.drop;
  } else {
    database = await openMigratedPglite();
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

const TEMPLATES = path.resolve('.tmp/pglite-templates');

/** PGlite's version, the migrations' and the functions' files, so that a template made before either changed is not used (PGlite's here, PostgreSQL's in postgres-template.ts). */
let digest: Promise<string> | undefined;
const templateDigest = () => (digest ??= digestOfTemplateInputs());

async function digestOfTemplateInputs(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.resolve('node_modules/@electric-sql/pglite/package.json')));
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta'), functionsFolder]) {
    for (const entry of (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
      hash.update(entry.name).update(await readFile(path.join(dir, entry.name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with every migration applied. A new PGlite creates its cluster and then migrates,
 * about 2 s each time; the migrated data directory is kept in .tmp (one per PGlite version and set of migrations) and every
 * later database starts from it in about 0.5 s. Migrations still run on open: none is pending.
 */
export async function openMigratedPglite(): Promise<Database> {
  const kept = await keptTemplate();
  if (kept) return openDatabase({ dataDir: null, startFrom: kept });
  const database = await openDatabase({ dataDir: null });
  await keepTemplate(await database.dumpDataDir!());
  return database;
}

/**
 * Fills `dataDir` (a DATA_DIR, empty) with a migrated database from the same template, for a server
 * process or script that opens it from disk: it skips creating the cluster and migrating (about 4 s of CPU).
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  let template = await keptTemplate();
  if (!template) {
    const database = await openMigratedPglite();
    await database.close();
    template = (await keptTemplate())!;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: template });
  await pglite.waitReady;
  await pglite.close();
}

/** Read once per test process (its files share it): reading the 43 MB copy took 0.4-0.55 s per database. */
let keptCopy: Blob | undefined;

async function keptTemplate(): Promise<Blob | null> {
  if (keptCopy) return keptCopy;
  // The digest is computed once per test process: the migrations' folder holds megabytes of snapshots.
  const kept = await readFile(path.join(TEMPLATES, `${await templateDigest()}.tar`)).catch(() => null);
  if (kept) keptCopy = new Blob([kept]);
  return keptCopy ?? null;
}

async function keepTemplate(copy: Blob): Promise<void> {
  const file = path.join(TEMPLATES, `${await templateDigest()}.tar`);
  await mkdir(TEMPLATES, { recursive: true });
  // Test files run side by side: each writes its own file and renames it into place whole.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await copy.arrayBuffer()));
  await rename(partial, file);
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** A new PostgreSQL database on the server of `adminUrl` (empty, or a copy of `template`), and how to drop it. */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
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
  await run(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
