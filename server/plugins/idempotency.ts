// Idempotency-Key support (DESIGN.md section 3). A route opts in with `config: { idempotent: true }`
// (keys scoped to the signed-in user) or `config: { idempotent: 'partner' }` (keys scoped to the
// partner API). The first answer (status + body) is stored and every repeat of the key gets it back
// without the handler running again.
//
// Race safety: the key row is claimed with INSERT ... ON CONFLICT DO NOTHING before the handler runs,
// in its own autocommitted statement, so of any number of concurrent requests with one key exactly
// one wins the insert; the others find a pending row, wait for its answer and replay it, or give up
// with 409 IdempotencyKeyInUse. The answer is written in onSend, before the client can see it.
// 5xx answers release the key so that a retry can run; 2xx and 4xx answers are final.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt in to Idempotency-Key handling: true = per signed-in user, 'partner' = per partner API. */
    idempotent?: boolean | 'partner';
  }
  interface FastifyRequest {
    /** Set when this request claimed an Idempotency-Key; its answer is stored in onSend. */
    idempotency: ClaimedKey | null;
  }
}

interface ClaimedKey {
  scope: number;
  key: string;
  fingerprint: string;
}

interface StoredResponse {
  /** Hash of the request (params, query, body): a key may not be reused for another request. */
  f: string;
  body?: unknown;
}

/** Partner keys live beside the users' keys; user ids start at 1. */
const PARTNER_SCOPE = 0;
const MAX_KEY_LENGTH = 200;
/** How long a duplicate waits for the first request's answer before 409 IdempotencyKeyInUse. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 40;
/** Keys older than this are forgotten (checked once per CLEANUP_EVERY claims). */
const KEEP_KEYS_DAYS = 7;
const CLEANUP_EVERY = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fingerprint(request: FastifyRequest): string {
  const material = JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]);
  return createHash('sha256').update(material).digest('hex');
}

function readKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? undefined : raw.trim();
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw badRequest('ValidationError', `Invalid header "Idempotency-Key": 1 to ${MAX_KEY_LENGTH} characters.`, {
      field: 'Idempotency-Key',
    });
  }
  return key;
}

export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    let claims = 0;

    const forgetOldKeys = async () => {
      await app.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEEP_KEYS_DAYS})`));
    };

    const replay = (reply: FastifyReply, statusCode: number, body: unknown) =>
      reply
        .code(statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(body ?? null));

    const claimKey: preHandlerHookHandler = async function (request, reply) {
      const mode = request.routeOptions.config.idempotent;
      const key = readKey(request);
      if (!key || !mode) return;
      const scope = mode === 'partner' ? PARTNER_SCOPE : request.user?.id;
      if (scope === undefined) return;
      const route = `${request.method} ${request.routeOptions.url}`;
      const claim: ClaimedKey = { scope, key, fingerprint: fingerprint(request) };
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      const where = and(eq(idempotencyKeys.userId, scope), eq(idempotencyKeys.key, key));

      for (;;) {
        const [claimed] = await app.db
          .insert(idempotencyKeys)
          .values({ userId: scope, key, route, response: { f: claim.fingerprint } satisfies StoredResponse })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed) {
          request.idempotency = claim;
          if (++claims % CLEANUP_EVERY === 0) forgetOldKeys().catch((err) => request.log.warn({ err }, 'key cleanup failed'));
          return;
        }
        const [row] = await app.db.select().from(idempotencyKeys).where(where).limit(1);
        if (!row) continue; // Released by a failed first request: claim it now.
        const stored = (row.response ?? {}) as StoredResponse;
        if (row.route !== route || stored.f !== claim.fingerprint) {
          throw badRequest('IdempotencyKeyReused', 'This Idempotency-Key was already used for a different request.');
        }
        if (row.statusCode !== null) return replay(reply, row.statusCode, stored.body);
        if (Date.now() >= deadline) {
          throw new AppError(409, 'IdempotencyKeyInUse', 'A request with this Idempotency-Key is still being processed.');
        }
        await sleep(POLL_MS);
      }
    };

    app.addHook('onRoute', (routeOptions) => {
      if (!routeOptions.config?.idempotent) return;
      // Route-level preHandlers run after the instance-level ones, so request.user is known by then.
      const existing = routeOptions.preHandler;
      const list = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
      routeOptions.preHandler = [...list, claimKey];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim) return payload;
      request.idempotency = null;
      const where = and(eq(idempotencyKeys.userId, claim.scope), eq(idempotencyKeys.key, claim.key));
      try {
        if (reply.statusCode >= 500) {
          await app.db.delete(idempotencyKeys).where(where);
        } else {
          const body = typeof payload === 'string' && payload !== '' ? (JSON.parse(payload) as unknown) : null;
          const response: StoredResponse = { f: claim.fingerprint, body };
          await app.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where);
        }
      } catch (err) {
        // The answer still goes out; repeats of this key will get 409 until it is forgotten.
        request.log.error({ err }, 'could not store the idempotent answer');
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);
