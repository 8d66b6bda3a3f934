// Idempotency-Key support (docs/contract.md). A route opts in with `config: { idempotent: true }`
// (keys scoped to the signed-in user), `config: { idempotent: 'partner' }` (keys scoped to the
// partner key) or `config: { idempotent: 'staff' }` (keys scoped to the staff account). The first answer (status + body) is stored and every repeat of the key gets it back
// without the handler running again.
//
// Race safety: the key row is claimed with INSERT ... ON CONFLICT DO NOTHING before the handler runs,
// so of any number of concurrent requests with one key exactly one wins; the others wait for its
// answer and replay it, or give up with 409 IdempotencyKeyInUse.
//
// Crash safety: a claim is a short lease. The handler's database transactions mark the claim row
// (effect_at) inside themselves, under the row's lock, and only while the claim is still theirs (the
// money functions of migration 0011 do it in their one statement, db/effect-claim.ts). So
// when the process dies before the effect commits, the mark rolls back with it and a retry after the
// lease takes the key over and runs once; when it dies after, the retry learns the request was
// applied (409 AlreadyApplied, final) and nothing runs twice.
import { createHash, randomUUID } from 'node:crypto';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { claimInUse, withEffectClaim } from '../db/effect-claim';
import { idempotencyKeys } from '../db/schema';
import { badRequest } from '../errors';
import { bookkeeping, heldBy, markTransactions, rowOf, type ClaimedKey, type StoredResponse } from './idempotency-keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt in to Idempotency-Key handling: true = per signed-in user, 'partner' = per partner API, 'staff' = per staff account. */
    idempotent?: boolean | 'partner' | 'staff';
  }
  interface FastifyRequest {
    /** Set when this request claimed an Idempotency-Key; its answer is stored in onSend. */
    idempotency: ClaimedKey | null;
  }
}

const MAX_KEY_LENGTH = 200;
/** How long a duplicate waits for the first request's answer before 409 IdempotencyKeyInUse. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 40;

const ALREADY_APPLIED = {
  status: 409,
  body: {
    error_code: 'AlreadyApplied',
    message: 'This request was carried out already, but its answer was lost. Reload to see the result.',
  },
};


/** Staff scopes lie below any partner key's: -1e9 - staff id (still a 32-bit integer). */
const STAFF_SCOPE = -1_000_000_000;

function scopeOf(request: FastifyRequest, mode: true | 'partner' | 'staff'): number | undefined {
  if (mode === 'partner') return request.partnerKey ? -request.partnerKey.id : undefined;
  if (mode === 'staff') return request.staff ? STAFF_SCOPE - request.staff.staffId : undefined;
  return request.user?.id;
}

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
    markTransactions(app.db);
    const { claimKeyRow, storeAnswer } = bookkeeping(app.db, app.config.IDEMPOTENCY_LEASE_SECONDS);
    const lease = sql`now() + make_interval(secs => ${app.config.IDEMPOTENCY_LEASE_SECONDS})`;

    const replay = (reply: FastifyReply, statusCode: number, body: unknown) =>
      reply
        .code(statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(body ?? null));

    /** A pending claim whose lease ran out before its effect committed becomes this request's. */
    const takeOver = async (claim: ClaimedKey) => {
      const [taken] = await app.db
        .update(idempotencyKeys)
        .set({ claimToken: claim.token, leaseUntil: lease })
        .where(
          and(
            rowOf(claim),
            isNull(idempotencyKeys.statusCode),
            isNull(idempotencyKeys.effectAt),
            lt(idempotencyKeys.leaseUntil, sql`now()`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return Boolean(taken);
    };

    /** A pending claim whose lease ran out after its effect committed: applied, answer lost. */
    const settleApplied = async (claim: Pick<ClaimedKey, 'scope' | 'key'>, f: string) => {
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: ALREADY_APPLIED.status, response: { f, body: ALREADY_APPLIED.body } satisfies StoredResponse })
        .where(and(rowOf(claim), isNull(idempotencyKeys.statusCode)));
    };

    const claimKey: preHandlerHookHandler = async function (request, reply) {
      const mode = request.routeOptions.config.idempotent;
      const key = readKey(request);
      if (!key || !mode) return;
      const scope = scopeOf(request, mode);
      if (scope === undefined) return;
      const route = `${request.method} ${request.routeOptions.url}`;
      const claim: ClaimedKey = { scope, key, fingerprint: fingerprint(request), token: randomUUID() };
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;

      for (;;) {
        if (await claimKeyRow(claim, route)) {
          request.idempotency = claim;
          return;
        }
        const [row] = await app.db
          .select({
            route: idempotencyKeys.route,
            statusCode: idempotencyKeys.statusCode,
            response: idempotencyKeys.response,
            effectAt: idempotencyKeys.effectAt,
            expired: sql<boolean>`coalesce(${idempotencyKeys.leaseUntil} < now(), true)`,
          })
          .from(idempotencyKeys)
          .where(rowOf(claim))
          .limit(1);
        if (!row) continue; // Released by a failed first request: claim it now.
        const stored = (row.response ?? {}) as StoredResponse;
        if (row.route !== route || stored.f !== claim.fingerprint) {
          throw badRequest('IdempotencyKeyReused', 'This Idempotency-Key was already used for a different request.');
        }
        if (row.statusCode !== null) return replay(reply, row.statusCode, stored.body);
        if (row.expired && !row.effectAt && (await takeOver(claim))) {
          request.idempotency = claim;
          return;
        }
        if (row.expired && row.effectAt) {
          await settleApplied(claim, claim.fingerprint);
          continue;
        }
        if (Date.now() >= deadline) throw claimInUse();
        await sleep(POLL_MS);
      }
    };

    app.addHook('onRoute', (routeOptions) => {
      if (!routeOptions.config?.idempotent) return;
      // Route-level preHandlers run after the instance-level ones, so request.user is known by then.
      const existing = routeOptions.preHandler;
      const list = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
      routeOptions.preHandler = [...list, claimKey];
      const handler = routeOptions.handler as RouteHandlerMethod;
      routeOptions.handler = function (this: typeof app, request, reply) {
        const claim = request.idempotency;
        return claim ? withEffectClaim(claim, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
      } as RouteHandlerMethod;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim) return payload;
      request.idempotency = null;
      try {
        if (reply.statusCode >= 500) {
          // Nothing was applied: release the key so that a retry can run. Something was: say so.
          const released = await app.db
            .delete(idempotencyKeys)
            .where(and(heldBy(claim), isNull(idempotencyKeys.effectAt)))
            .returning({ key: idempotencyKeys.key });
          if (!released.length) await settleApplied(claim, claim.fingerprint);
        } else {
          await storeAnswer({ claim, statusCode: reply.statusCode, body: typeof payload === 'string' && payload !== '' ? payload : null });
        }
      } catch (err) {
        // The answer still goes out; a repeat after the lease learns the request was applied.
        request.log.error({ err }, 'could not store the idempotent answer');
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);
