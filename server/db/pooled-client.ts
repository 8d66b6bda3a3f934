// The pg client every pooled PostgreSQL connection uses, with two savings on each call (README.md,
// "Hot paths"). A round trip to the database costs both processes a system call each way, which was
// the largest single cost of a write; the planning of statements was the next.
// - Every statement with parameters is prepared by a name made from its text, once per connection, so
//   PostgreSQL parses it once and, after a few runs, reuses its plan. The query builder makes the same
//   text for the same shape of query, so a process holds a bounded set of them; a connection names at
//   most MAX_NAMED statements and sends any beyond them unnamed.
// - A transaction's BEGIN is not sent on its own: it goes out in one write with the transaction's first
//   statement (pipelined, so PostgreSQL runs them in order and answers both), saving a round trip.
// - Statements sent on one connection in one burst of promise jobs (a transaction's BEGIN, its
//   Idempotency-Key mark and its first statement) leave in one write: the socket is corked at the first
//   and uncorked on process.nextTick, which runs once the promise jobs queued meanwhile have run.
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

const hasValues = (list: unknown) => Array.isArray(list) && list.length > 0;
const textOf = (config: unknown) =>
  typeof config === 'string' ? config : config && typeof config === 'object' && 'text' in config ? (config as { text: unknown }).text : undefined;
const isSubmittable = (config: unknown) => Boolean(config && typeof config === 'object' && 'submit' in config);
/** A call answered by a promise (not a callback or a query object), as the query builder makes them. */
const returnsPromise = ([config, values, callback]: QueryArgs) =>
  !isSubmittable(config) && typeof values !== 'function' && callback === undefined;

/** What the deferred BEGIN answers at once; the query builder does not read it. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };

/** A pg Client class with both savings (pass it to pg.Pool as `Client`). */
export function pooledClient(Client: typeof pg.Client): typeof pg.Client {
  return class PooledClient extends Client {
    private readonly named = new Set<string>();
    private beginDeferred = false;

    constructor(config?: pg.ClientConfig) {
      super({ ...config, pipeline: true } as pg.ClientConfig);
    }

    private corked = false;

    override query(...args: QueryArgs): never {
      this.corkForThisTurn();
      const send = super.query.bind(this) as (...a: QueryArgs) => never;
      const text = textOf(args[0]);
      if (typeof text === 'string' && text.trim().toLowerCase() === 'begin' && !hasValues(args[1]) && returnsPromise(args)) {
        this.beginDeferred = true;
        return Promise.resolve(BEGUN) as never;
      }
      this.name(args);
      if (!this.beginDeferred) return send(...args);
      this.beginDeferred = false;
      if (!returnsPromise(args)) {
        void (send('begin') as unknown as Promise<unknown>).catch(() => undefined);
        return send(...args);
      }
      const begun = send('begin') as unknown as Promise<unknown>;
      const answer = send(...args) as unknown as Promise<unknown>;
      return Promise.all([begun, answer]).then(([, result]) => result) as never;
    }

    /** Called from a promise job (as handlers' statements are), process.nextTick runs after the jobs it queues, so their statements join. */
    private corkForThisTurn() {
      if (this.corked) return;
      const stream = (this as unknown as { connection: { stream: { cork?(): void; uncork?(): void } } }).connection.stream;
      if (!stream.cork || !stream.uncork) return;
      this.corked = true;
      stream.cork();
      process.nextTick(() => {
        this.corked = false;
        stream.uncork!();
      });
    }

    /** Forgets a BEGIN deferred by a transaction that sent nothing else (the pool calls it on release). */
    dropDeferredBegin() {
      this.beginDeferred = false;
    }

    private name(args: QueryArgs) {
      const [config, values] = args;
      if (typeof config === 'string') {
        if (hasValues(values)) args[0] = this.withName({ text: config });
      } else if (config && typeof config === 'object' && !isSubmittable(config) && 'text' in config) {
        const query = config as { text: unknown; name?: unknown; values?: unknown };
        if (typeof query.text === 'string' && query.name === undefined && (hasValues(values) || hasValues(query.values))) {
          args[0] = this.withName(query as { text: string });
        }
      }
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
