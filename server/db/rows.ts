// The rows of a raw statement: node-postgres answers { rows }, PGlite's drizzle driver an array.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

/** PostgreSQL's SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const state = typeof code === 'string' ? code : cause?.code;
  return typeof state === 'string' ? state : undefined;
}
