// The settings rows, read once per process and kept until the table changes: a trigger on the table
// NOTIFYs 'settings_changed' (migration 0005), and every listening process drops its copy. Reads
// inside a transaction (a Tx, not the watched Db) always go to the database.
import type { Database, Db, Tx } from '../db/client';

const SETTINGS_CHANNEL = 'settings_changed';

/** The rows being read or read, per watched Db; null until read again. */
const current = new WeakMap<object, { rows: Promise<object> | null }>();
/** Values computed from one read of the rows, dropped with it. */
const derived = new WeakMap<object, Map<string, unknown>>();

/** Starts caching for `database.db`; the answer stops it. */
export async function watchSettings(database: Database): Promise<() => Promise<void>> {
  const entry: { rows: Promise<object> | null } = { rows: null };
  const stop = await database.listen(SETTINGS_CHANNEL, () => (entry.rows = null));
  current.set(database.db, entry);
  return async () => {
    current.delete(database.db);
    await stop();
  };
}

/** A change made by this process is seen by its next read, without waiting for the notification. */
export function settingsChanged(db: Db | Tx): void {
  const entry = current.get(db);
  if (entry) entry.rows = null;
}

/** `read()` once per change of the table when `db` is watched; every time otherwise. */
export function cachedRows<T extends object>(db: Db | Tx, read: () => PromiseLike<T>): Promise<T> {
  const entry = current.get(db);
  if (!entry) return Promise.resolve(read());
  if (!entry.rows) {
    // A query builder runs again at every await: settle it once into a real promise.
    const pending = Promise.resolve(read());
    entry.rows = pending;
    pending.catch(() => {
      if (entry.rows === pending) entry.rows = null;
    });
  }
  return entry.rows as Promise<T>;
}

/** `compute()` once per `key` and read of `rows`. */
export function fromRows<T>(rows: object, key: string, compute: () => T): T {
  let values = derived.get(rows);
  if (!values) derived.set(rows, (values = new Map()));
  if (!values.has(key)) values.set(key, compute());
  return values.get(key) as T;
}
