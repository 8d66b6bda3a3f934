// The order of a graceful shutdown, all within SHUTDOWN_TIMEOUT_SECONDS (close-with-grace in main.ts
// exits the process when it runs out):
// 1. readiness answers 503 and every answer says `Connection: close` (plugins/draining.ts), while the
//    listener stays open for SHUTDOWN_READINESS_DELAY_SECONDS: a proxy's health check notices and sends
//    elsewhere, and requests already on their way, or on kept-alive connections, are still answered
//    (closing the listener at once reset them);
// 2. the schedule stops; the queue stops taking jobs and waits for those under way;
// 3. the listener closes and requests in flight finish (app.close), then the database closes.
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/** Left for closing the HTTP server and the database after the queue's jobs. */
const CLOSING_MARGIN_MS = 1000;

export async function drainThenClose(
  app: FastifyInstance,
  database: Database,
  stopJobs: () => Promise<void>,
  { signal, crashed }: { signal?: string; crashed: boolean },
): Promise<void> {
  const started = Date.now();
  app.draining.begin();
  const delayMs = crashed ? 0 : app.config.SHUTDOWN_READINESS_DELAY_SECONDS * 1000;
  if (delayMs > 0) {
    app.log.info(`${signal ?? 'close'}: readiness 503 for ${delayMs / 1000} s before the listener closes`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  await stopJobs();
  const left = app.config.SHUTDOWN_TIMEOUT_SECONDS * 1000 - (Date.now() - started);
  await app.queue?.stop(Math.max(left - CLOSING_MARGIN_MS, 0));
  await app.close();
  await database.close();
}
