// What a process reads from a few tables that change rarely (settings, the programme's challenges),
// kept until they change: a trigger on each table NOTIFYs a channel and every listening process drops
// its copy (and drops it too when its listening connection was lost). Reads inside a transaction (a Tx,
// not the watched Db) always go to the database.
import type { Database, Db, Tx } from './client';

export interface TableCache {
  /** Starts caching for `database.db`; the answer stops it. */
  watch(database: Database): Promise<() => Promise<void>>;
  /** A change made by this process is seen by its next read, without waiting for the notification. */
  changed(db: Db | Tx): void;
  /** `read()` once per change of the tables when `db` is watched; every time otherwise. */
  cached<T extends object>(db: Db | Tx, read: () => PromiseLike<T>): Promise<T>;
  /** Whether `db` is watched (reads through a Tx never are). */
  watched(db: Db | Tx): boolean;
}

export function tableCache(channel: string): TableCache {
  /** The value being read or read, per watched Db; null until read again. */
  const current = new WeakMap<object, { value: Promise<object> | null }>();
  return {
    async watch(database) {
      const entry: { value: Promise<object> | null } = { value: null };
      const stop = await database.listen(channel, () => (entry.value = null));
      current.set(database.db, entry);
      return async () => {
        current.delete(database.db);
        await stop();
      };
    },
    changed(db) {
      const entry = current.get(db);
      if (entry) entry.value = null;
    },
    watched: (db) => current.has(db),
    cached<T extends object>(db: Db | Tx, read: () => PromiseLike<T>): Promise<T> {
      const entry = current.get(db);
      if (!entry) return Promise.resolve(read());
      if (!entry.value) {
        // A query builder runs again at every await: settle it once into a real promise.
        const pending = Promise.resolve(read());
        entry.value = pending;
        pending.catch(() => {
          if (entry.value === pending) entry.value = null;
        });
      }
      return entry.value as Promise<T>;
    },
  };
}

/** Values computed from one read (an object a TableCache answered), dropped with it. */
const derived = new WeakMap<object, Map<string, unknown>>();

/** `compute()` once per `key` and read. */
export function fromRead<T>(read: object, key: string, compute: () => T): T {
  let values = derived.get(read);
  if (!values) derived.set(read, (values = new Map()));
  if (!values.has(key)) values.set(key, compute());
  return values.get(key) as T;
}
