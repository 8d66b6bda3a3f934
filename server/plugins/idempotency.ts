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
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { batched } from '../db/batched';
import { claimInUse, effectClaim, markClaim, withEffectClaim, type EffectClaim } from '../db/effect-claim';
import { queryRows } from '../db/rows';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from '../errors';

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

interface ClaimedKey {
  /** The user's id, minus the partner key's id, or STAFF_SCOPE minus the staff id (all ids start at 1). */
  scope: number;
  key: string;
  fingerprint: string;
  token: string;
}

interface StoredResponse {
  /** Hash of the request (params, query, body): a key may not be reused for another request. */
  f: string;
  body?: unknown;
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

const rowOf = (claim: Pick<ClaimedKey, 'scope' | 'key'>) =>
  and(eq(idempotencyKeys.userId, claim.scope), eq(idempotencyKeys.key, claim.key));
const heldBy = (claim: ClaimedKey) => and(rowOf(claim), eq(idempotencyKeys.claimToken, claim.token));

interface Answer {
  claim: ClaimedKey;
  statusCode: number;
  /** The answer's JSON text as sent (null when it has none), stored as it is. */
  body: string | null;
}

type Bookkeeping = { claim: ClaimedKey; route: string } | { answer: Answer };

/**
 * Claims and answers go out together in batches (db/batched.ts; migrations 0019 and 0023): the claims and
 * the answers made while a batch is in flight share the next one, one statement and one commit. They
 * commit without waiting for the disk (migration 0014 says why that is safe).
 */
function bookkeeping(db: Db, leaseSeconds: number) {
  const run = batched(async (items: Bookkeeping[]) => {
    const claims: string[] = [];
    const answers: string[] = [];
    for (const item of items) {
      if ('answer' in item) {
        // The bodies are JSON already: they go into the list as they are, not parsed and written again.
        const { claim, statusCode, body } = item.answer;
        answers.push(
          `{"scope":${claim.scope},"key":${JSON.stringify(claim.key)},"token":${JSON.stringify(claim.token)},` +
            `"status":${statusCode},"f":${JSON.stringify(claim.fingerprint)},"body":${body ?? 'null'}}`,
        );
      } else {
        const { claim, route } = item;
        const response: StoredResponse = { f: claim.fingerprint };
        claims.push(JSON.stringify({ scope: claim.scope, key: claim.key, route, response, token: claim.token }));
      }
    }
    const rows = await queryRows<{ token: string }>(
      db,
      sql`select token from idempotency_bookkeeping(${`[${claims.join(',')}]`}::jsonb, ${`[${answers.join(',')}]`}::jsonb,
        ${leaseSeconds}::int) as claimed(token)`,
    );
    const won = new Set(rows.map((row) => row.token));
    return items.map((item) => ('answer' in item ? true : won.has(item.claim.token)));
  });
  return {
    /** True when this request won the key. */
    claimKeyRow: (claim: ClaimedKey, route: string) => run({ claim, route }),
    storeAnswer: async (answer: Answer) => void (await run({ answer })),
  };
}

/** Inside the effect's transaction: the claim must still be ours; marking it also locks the row. */
async function markEffect(tx: Tx, claim: EffectClaim) {
  const rows = await queryRows<{ mine: boolean }>(tx, markClaim(claim));
  if (rows.length === 0) throw claimInUse();
}

const WRAPPED = Symbol('idempotency-transactions');

/**
 * Every transaction opened on `db` while a claimed request's handler runs marks that claim. The mark is
 * not waited for before the transaction's own statements: it goes out with them (pipelined, one round
 * trip fewer) and its answer is read before the transaction commits, so a claim that is no longer this
 * request's rolls everything back and its error is the one the request gets.
 */
function markTransactions(db: Db) {
  const target = db as Db & { [WRAPPED]?: true };
  if (target[WRAPPED]) return;
  target[WRAPPED] = true;
  const transaction = db.transaction.bind(db);
  target.transaction = (<T>(run: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]) =>
    transaction(async (tx) => {
      const claim = effectClaim();
      if (!claim) return run(tx);
      const refusal = markEffect(tx, claim).then(
        () => null,
        (error: unknown) => error,
      );
      let result: T;
      try {
        result = await run(tx);
      } catch (error) {
        // A statement that failed after a lost claim failed for that reason; any other failure is the run's own.
        const refused = await refusal;
        throw refused instanceof AppError ? refused : error;
      }
      const refused = await refusal;
      if (refused) throw refused;
      return result;
    }, config)) as Db['transaction'];
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
