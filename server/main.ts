// config -> database -> demo programme (first start) -> app -> listen -> scheduled jobs.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { startJobs } from './jobs';
import { seedIfEmpty } from './seed';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (config.SEED_DEMO) await seedIfEmpty(database.db, config);
const app = await buildApp({
  config,
  database,
  logger: { level: config.LOG_LEVEL, transport: undefined },
});

let stopJobs: () => Promise<void> = async () => {};
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Loyalty app on ${config.PUBLIC_URL} (${database.kind} database)`);
stopJobs = startJobs(app);
