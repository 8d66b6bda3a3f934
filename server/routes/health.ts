// GET /healthz: the process answers (liveness). GET /readyz: the database answers and has every
// migration of this build (readiness). Both stay outside the app's SPA fallback and the busy guard.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrations';

const noStore = { 'cache-control': 'no-store' };
const DATABASE_DEADLINE_MS = 2000;

async function databaseState(app: FastifyInstance): Promise<string | null> {
  try {
    const check = (async () => {
      await app.db.execute(sql`select 1`);
      return pendingMigrations(app.db);
    })();
    const pending = await Promise.race([
      check,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), DATABASE_DEADLINE_MS).unref()),
    ]);
    return pending ? `${pending} migration(s) not applied yet; run npm run db:migrate` : null;
  } catch {
    return 'the database does not answer';
  }
}

export default async function healthRoutes(app: FastifyInstance) {
  // A busy process is still alive: liveness must not fail because the event loop lags.
  const alwaysServe = { pressureHandler: () => undefined };

  app.get('/healthz', { config: alwaysServe, schema: { hide: true } }, async (_request, reply) => {
    void reply.headers(noStore);
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    void reply.headers(noStore);
    const problem = await databaseState(app);
    if (problem) return reply.status(503).send({ error_code: 'NotReady', message: `Not ready: ${problem}.` });
    return { status: 'ready' };
  });
}
