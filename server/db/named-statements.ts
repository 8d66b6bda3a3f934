// Every statement with parameters is prepared by a name made from its text, once per connection, so
// PostgreSQL parses it once and, after a few runs, reuses its plan instead of planning each call
// (README.md, "Hot paths"). The query builder makes the same text for the same shape of
// query, so a process holds a bounded set of them; a connection names at most MAX_NAMED statements and
// sends any beyond them unnamed.
import { createHash } from 'node:crypto';
import type pg from 'pg';

const MAX_NAMED = 2_000;
const nameByText = new Map<string, string>();

function nameOf(text: string): string {
  let name = nameByText.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    if (nameByText.size < MAX_NAMED * 4) nameByText.set(text, name);
  }
  return name;
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/** A pg Client class that names its parameterised statements (pass it to pg.Pool as `Client`). */
export function namingStatements(Client: typeof pg.Client): typeof pg.Client {
  return class NamingClient extends Client {
    private readonly named = new Set<string>();

    override query(...args: QueryArgs): never {
      const [config, values] = args;
      const hasValues = (list: unknown) => Array.isArray(list) && list.length > 0;
      if (typeof config === 'string' && hasValues(values)) {
        args[0] = this.withName({ text: config });
      } else if (config && typeof config === 'object' && !('submit' in config) && 'text' in config) {
        const query = config as { text: unknown; name?: unknown; values?: unknown };
        if (typeof query.text === 'string' && query.name === undefined && (hasValues(values) || hasValues(query.values))) {
          args[0] = this.withName(query as { text: string });
        }
      }
      return (super.query as (...a: QueryArgs) => never)(...args);
    }

    private withName<T extends { text: string }>(query: T): T | (T & { name: string }) {
      const name = nameOf(query.text);
      if (!this.named.has(name)) {
        if (this.named.size >= MAX_NAMED) return query;
        this.named.add(name);
      }
      return { ...query, name };
    }
  } as unknown as typeof pg.Client;
}
