// Decorations every route can rely on; each is registered by the plugin named beside it.
import type { FastifyReply } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './queue';

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
