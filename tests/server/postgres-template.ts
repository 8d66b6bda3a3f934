// Server tests on PostgreSQL copy their database from a migrated one (CREATE DATABASE ... TEMPLATE) instead of
// migrating each: a copy takes a fraction of a second, the migrations and function files several seconds
// under load. One template per set of migrations and function files (its name carries their digest); the
// first test process to need it builds it while the others wait on an advisory lock.
import pg from 'pg';
import { openDatabase } from '../../server/db/client';

const PREFIX = 'test_template_';
/** pg_advisory_lock key: one process builds the template at a time. */
const BUILD_LOCK = 40_737_001;

const known = new Map<string, Promise<string>>();

/** The name of a migrated template database for `digest` on `adminUrl`'s server, built if missing. */
export function migratedTemplate(adminUrl: string, digest: string): Promise<string> {
  const key = `${adminUrl} ${digest}`;
  let name = known.get(key);
  if (!name) known.set(key, (name = ensureTemplate(adminUrl, `${PREFIX}${digest}`)));
  return name;
}

async function ensureTemplate(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [BUILD_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    // Built under another name and renamed when whole, so a build cut short is never copied.
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString(), dataDir: null });
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    // Templates of earlier migrations and function files go (two checkouts testing side by side on one
    // server with different migrations would take turns rebuilding theirs).
    const others = await admin.query<{ datname: string }>(`select datname from pg_database where datname like '${PREFIX}%' and datname <> $1`, [name]);
    for (const { datname } of others.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [BUILD_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
