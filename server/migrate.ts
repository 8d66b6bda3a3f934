// `npm run db:migrate`: applies pending migrations and exits (the deploy step before the new
// version starts; several runs at once apply each migration once).
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { pendingMigrations } from './db/migrations';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
  const before = await pendingMigrations(database.db);
  await database.migrate();
  process.stdout.write(`Applied ${before} migration(s) on the ${database.kind} database; it is up to date.\n`);
  await database.close();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
}
