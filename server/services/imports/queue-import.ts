// Hands a dry run or an import to the job queue; without one (tests, a single PGlite process without
// JOB_QUEUE) it runs in this process after the answer has gone, reporting its progress the same way.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { processImport, type ImportMode } from './process-import';

export async function queueImport(app: FastifyInstance, importId: number, mode: ImportMode) {
  if (app.queue) return app.queue.memberImport(importId, mode, `${importId}:${mode}:${randomUUID()}`);
  setImmediate(() => {
    processImport(app.db, importId, mode, app.config.LANGUAGES).catch((err: unknown) => app.log.error({ err, importId }, 'member import failed'));
  });
}
