// The Idempotency-Key claim of the request being handled (server/plugins/idempotency.ts), for the
// statements that apply its effect: they mark the claim inside their own transaction, through the
// database function claim_effect (server/db/functions/claim_effect.sql), so the mark commits or rolls back with the effect.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';

export interface EffectClaim {
  /** The user's id, minus the partner key's id, or a staff scope (plugins/idempotency.ts). */
  scope: number;
  key: string;
  token: string;
}

const current = new AsyncLocalStorage<EffectClaim>();

/** Runs `work` (a route handler) with `claim` as the request's claim. */
export const withEffectClaim = <T>(claim: EffectClaim, work: () => T): T => current.run(claim, work);

export const effectClaim = (): EffectClaim | undefined => current.getStore();

/** The claim as the three last arguments of a money function: nulls when the request has none. */
export function claimArguments(): SQL {
  const claim = current.getStore();
  return sql`${claim?.scope ?? null}::int, ${claim?.key ?? null}::text, ${claim?.token ?? null}::text`;
}

/**
 * The statement that marks `claim` applied, only while it is still this request's (no row comes back
 * otherwise), on a further condition when one is given: claim_effect (server/db/functions/claim_effect.sql) written out.
 */
export const markClaim = (claim: EffectClaim, when?: SQL): SQL =>
  sql`update idempotency_keys set effect_at = now()
    where user_id = ${claim.scope}::int and key = ${claim.key}::text and claim_token = ${claim.token}::text
      and status_code is null${when ? sql` and ${when}` : sql``}
    returning true as mine`;

/** The claim passed to another request (its lease ran out) before this one's effect: nothing was applied. */
export const claimInUse = () =>
  new AppError(409, 'IdempotencyKeyInUse', 'A request with this Idempotency-Key is still being processed.');
