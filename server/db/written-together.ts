// Group commit for the one-statement writes many members make at once: an answer to a challenge (its
// completion or its failure), a redemption, a transfer (docs/architecture.md, "Where a request's time
// goes"). A statement sent while none is in flight runs alone, as its own transaction; the statements
// sent while one is in flight go out together in one transaction, so under load N writers share one
// durable commit, about 40% of what such a write costs PostgreSQL. Each statement keeps its own locks,
// checks and Idempotency-Key mark.
//
// When a statement fails, or the group waits too long for a row lock, the group rolls back before its
// COMMIT is sent and each statement runs again alone, so a statement's failure is its own. When the
// COMMIT itself fails, the group may have committed: every statement fails with that error and none
// runs again (a retry with the request's Idempotency-Key learns whether it was applied,
// plugins/idempotency.ts).
import { sql, type SQL } from 'drizzle-orm';
import { batchedPerDb } from './batched';
import type { Db } from './client';
import { outsideEffectClaim } from './effect-claim';
import { queryRows } from './rows';

/** Statements in one group at most: each holds its locks until the group commits. */
const MAX_GROUP = 16;
/**
 * How long a group waits for a row lock before it gives up and its statements run alone. Groups of two
 * processes can deadlock (two transfers locking the same members in another order), and PostgreSQL
 * would end that only after its deadlock_timeout (1 s by default); a group commits in a few ms.
 */
const GROUP_LOCK_TIMEOUT = '50ms';

type Outcome = { rows: unknown[] } | { error: unknown };

/** A statement of the group failed; the group rolled back without committing. */
class RolledBack extends Error {}

async function alone(db: Db, statement: SQL): Promise<Outcome> {
  try {
    return { rows: await queryRows(db, statement) };
  } catch (error) {
    return { error };
  }
}

async function together(db: Db, statements: SQL[]): Promise<Outcome[]> {
  try {
    // The group is no request's own: its transaction marks no claim (each statement marks its request's).
    return await outsideEffectClaim(() =>
      db.transaction(async (tx) => {
        const settled = await Promise.allSettled([
          queryRows(tx, sql.raw(`set local lock_timeout = '${GROUP_LOCK_TIMEOUT}'`)),
          ...statements.map((statement) => queryRows(tx, statement)),
        ]);
        if (settled.some((result) => result.status === 'rejected')) throw new RolledBack();
        return settled.slice(1).map((result) => ({ rows: (result as PromiseFulfilledResult<unknown[]>).value }));
      }),
    );
  } catch (error) {
    if (error instanceof RolledBack) return Promise.all(statements.map((statement) => alone(db, statement)));
    return statements.map(() => ({ error }));
  }
}

/** One statement goes out as it is; more share a transaction. */
const send = async (db: Db, statements: SQL[]): Promise<Outcome[]> =>
  statements.length === 1 ? [await alone(db, statements[0]!)] : together(db, statements);

const group = batchedPerDb(send, MAX_GROUP);

/** The rows of `statement`, a whole write in one statement, committed with the others sent meanwhile. */
export async function writtenTogether<T>(db: Db, statement: SQL): Promise<T[]> {
  const outcome = await group(db, statement);
  if ('error' in outcome) throw outcome.error;
  return outcome.rows as T[];
}
