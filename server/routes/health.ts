// GET /healthz: the process answers (liveness). GET /readyz: the database answers and has every
// migration of this build (readiness). Both stay outside the app's SPA fallback and the busy guard.
// Readiness is 503 while the database is unreachable and once shutdown has begun (plugins/draining.ts);
// it stays 200 with `status: "degraded"` while Redis is away: every process is then equally degraded,
// and taking them all out of the load balancer would turn lower limits into an outage.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrations';
import { databaseUnreachableReason } from '../db/unreachable';
import { CONSEQUENCE } from '../services/ops/dependency-outages';

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
    app.outages.up('database');
    return pending ? `${pending} migration(s) not applied yet; run npm run db:migrate` : null;
  } catch (error) {
    app.outages.down('database', databaseUnreachableReason(error) ?? (error instanceof Error ? error.message : 'no answer'));
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
    if (app.draining.active) return reply.status(503).send({ error_code: 'NotReady', message: 'Not ready: shutting down.' });
    const problem = await databaseState(app);
    if (problem) return reply.status(503).send({ error_code: 'NotReady', message: `Not ready: ${problem}.` });
    const degraded = app.outages.current().map(({ dependency, since }) => ({ dependency, since: since.toISOString(), effect: CONSEQUENCE[dependency] }));
    if (degraded.length) return { status: 'degraded', degraded };
    return { status: 'ready' };
  });
}
