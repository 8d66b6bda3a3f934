// Decorations every route can rely on; each is registered by the plugin named beside it.
import type { FastifyReply } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Draining } from './plugins/draining';
import type { JobQueue } from './queue';
import type { DependencyOutages } from './services/ops/dependency-outages';

export interface AuthUser {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** The durable job queue once main.ts has started it (queue.ts); null in tests and without JOB_QUEUE. */
    queue: JobQueue | null;
    /** Which shared dependency (Redis, the database) this process cannot reach now (services/ops/dependency-outages.ts). */
    outages: DependencyOutages;
    /** Set once shutdown begins: readiness 503, every answer `Connection: close` (plugins/draining.ts). */
    draining: Draining;
    /** Hook (use as onRequest, so signed-out calls get 401 before body validation): 401 without a valid token, 419 when the session has expired (plugins/authenticate.ts). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.user when a valid token is present, never fails (plugins/authenticate.ts). */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Language for localized texts: ?lang, then the user's language, then Accept-Language, then the default. */
    lang: string;
  }
}
