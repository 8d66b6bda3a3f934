// The rows of a raw statement: node-postgres answers { rows }, PGlite's drizzle driver an array.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

/** pg's own named statement (`{ name, text, values }`), by database (client.ts registers its PostgreSQL pools). */
type RunNamed = (query: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
const namedRunners = new WeakMap<Db, RunNamed>();
export const runNamedStatementsOn = (db: Db, run: RunNamed) => void namedRunners.set(db, run);

const dialect = new PgDialect();
const nameByText = new Map<string, string>();
const nameOf = (text: string) => {
  let name = nameByText.get(text);
  if (!name) nameByText.set(text, (name = `w_${createHash('sha1').update(text).digest('base64url')}`));
  return name;
};

/**
 * queryRows for a whole write in one statement run on every request (an answer, a redemption, a
 * transfer): on PostgreSQL it is prepared by name on each connection, so its plan is made once, not on
 * every call (PostgreSQL's CPU per completion 2.2 -> 1.5 ms, docs/performance.md). Its text must come from
 * a bounded set (values as parameters) and it must answer no timestamp column (drizzle's driver gives
 * those as text, pg as Date). On PGlite, as queryRows.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const run = namedRunners.get(db);
  if (!run) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await run({ name: nameOf(text), text, values: params })).rows as T[];
}

/** PostgreSQL's SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const state = typeof code === 'string' ? code : cause?.code;
  return typeof state === 'string' ? state : undefined;
}
