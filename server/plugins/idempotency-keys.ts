// The Idempotency-Key rows (plugins/idempotency.ts): claims and stored answers written in batches, and
// every transaction of a claimed request's handler marking its claim (the crash safety the plugin's
// header describes).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { batched } from '../db/batched';
import { claimInUse, effectClaim, markClaim, type EffectClaim } from '../db/effect-claim';
import { queryRows } from '../db/rows';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

export interface ClaimedKey {
  /** The user's id, minus the partner key's id, or STAFF_SCOPE minus the staff id (all ids start at 1). */
  scope: number;
  key: string;
  fingerprint: string;
  token: string;
}

export interface StoredResponse {
  /** Hash of the request (params, query, body): a key may not be reused for another request. */
  f: string;
  body?: unknown;
}

export const rowOf = (claim: Pick<ClaimedKey, 'scope' | 'key'>) =>
  and(eq(idempotencyKeys.userId, claim.scope), eq(idempotencyKeys.key, claim.key));
export const heldBy = (claim: ClaimedKey) => and(rowOf(claim), eq(idempotencyKeys.claimToken, claim.token));

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
export function bookkeeping(db: Db, leaseSeconds: number) {
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
export function markTransactions(db: Db) {
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
