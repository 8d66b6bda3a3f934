// Where the migrations are (beside this file in the source, beside the bundle when compiled) and
// which of them a database has applied (readiness, GET /readyz).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** pg_advisory_lock key that serialises migrating processes. */
export const MIGRATIONS_LOCK_KEY = 727_002;

let expected: number | null = null;

/** How many migrations of this build the database lacks (0 when up to date). */
export async function pendingMigrations(db: Db): Promise<number> {
  expected ??= (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
    return Math.max(0, expected - Number(rows[0]?.n ?? 0));
  } catch {
    return expected;
  }
}
