// Statements that run on almost every request, built once per database and prepared by name, so that
// neither the query builder nor PostgreSQL's planner repeats its work on each call (PostgreSQL keeps
// a named statement per connection).
import type { Db } from './client';

const built = new WeakMap<Db, Map<string, unknown>>();

/** `build(db)` once per database and name; `build` must end in `.prepare(name)`. */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db, name));
  return byName.get(name) as T;
}
