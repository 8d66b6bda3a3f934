// LISTEN/NOTIFY on PostgreSQL for the caches each process keeps (settings, sessions): one connection of
// its own per database, outside the pool, shared by every channel, kept open and re-opened until the
// last listener stops. A handler gets each notification's payload, and null after the connection came
// back (notifications may have been missed meanwhile).
import type pg from 'pg';

export type OnNotify = (payload: string | null) => void;
export type Listen = (channel: string, onNotify: OnNotify) => Promise<() => Promise<void>>;

const RELISTEN_DELAY_MS = 1_000;
const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;

export function postgresListener(driver: typeof pg, url: string): Listen {
  const handlers = new Map<string, Set<OnNotify>>();
  let client: pg.Client | null = null;
  /** Settles when `client` has connected and listens to every channel it had when it connected. */
  let ready: Promise<void> | null = null;

  const everyone = (payload: string | null) => {
    for (const set of handlers.values()) for (const handler of set) handler(payload);
  };

  const connect = (reconnecting: boolean): Promise<void> => {
    const next = new driver.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = null;
      ready = null;
      if (handlers.size === 0) return;
      everyone(null);
      setTimeout(() => {
        if (!client && handlers.size > 0) void connect(true).catch(() => undefined);
      }, RELISTEN_DELAY_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client = next;
    ready = (async () => {
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        // A reconnection that fails tries again later; only the first connection fails its caller.
        if (reconnecting) return lost();
        client = null;
        ready = null;
        await next.end().catch(() => undefined);
        throw error;
      }
      // Changes made while nobody listened were missed.
      if (reconnecting) everyone(null);
    })();
    return ready;
  };

  return async (channel, onNotify) => {
    const isNew = !handlers.has(channel);
    if (isNew) handlers.set(channel, new Set());
    handlers.get(channel)!.add(onNotify);
    try {
      if (!client) await connect(false);
      else {
        await ready;
        if (isNew && client) await client.query(`LISTEN ${quoted(channel)}`);
      }
    } catch (error) {
      handlers.get(channel)?.delete(onNotify);
      if (handlers.get(channel)?.size === 0) handlers.delete(channel);
      throw error;
    }
    return async () => {
      const set = handlers.get(channel);
      if (!set?.delete(onNotify) || set.size > 0) return;
      handlers.delete(channel);
      const current = client;
      if (!current) return;
      if (handlers.size === 0) {
        client = null;
        ready = null;
        await current.end().catch(() => undefined);
      } else {
        await current.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      }
    };
  };
}
