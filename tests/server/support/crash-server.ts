// A server process for the crash test: the real app on a database that outlives it. A line
// `arm before-effect` or `arm after-effect` on stdin makes the process kill itself (SIGKILL, as a
// crash would) at the next transaction: before it begins, or once it has committed.
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Db } from '../../../server/db/client';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  STATIC_DIR: './.tmp/no-static',
  IDEMPOTENCY_LEASE_SECONDS: '1',
  JOBS_INTERVAL_SECONDS: '0',
});
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });

let crashAt = '';
const die = () => process.kill(process.pid, 'SIGKILL');
const transaction = database.db.transaction.bind(database.db);
database.db.transaction = ((...args: Parameters<Db['transaction']>) => {
  if (crashAt === 'before-effect') die();
  return transaction(...args).then((result) => {
    if (crashAt === 'after-effect') die();
    return result;
  });
}) as Db['transaction'];
process.stdin.setEncoding('utf8').on('data', (line: string) => {
  crashAt = line.trim().replace(/^arm /, '');
  process.stdout.write(`armed ${crashAt}\n`);
});

const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
