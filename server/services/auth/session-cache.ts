// The session rows a process has read, so that a signed-in call needs no query to check its session.
// A session leaves the cache when it ends before its time or its user is deactivated: triggers NOTIFY
// 'session_ended' (migration 0007) and every listening process drops it; a process that lost its
// listening connection drops everything. An entry is never trusted past its expiry (another process
// may have extended it: it is read again) nor past MAX_AGE_MS.
import type { Database, Db, Tx } from '../../db/client';
import type { SessionState } from './sessions';

const CHANNEL = 'session_ended';
const MAX_ENTRIES = 100_000;
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  state: SessionState;
  readAt: number;
}

class SessionCache {
  private entries = new Map<string, Entry>();
  /** Bumped by every ending; a read that started before one is not kept (it may predate the ending). */
  generation = 0;

  get(sessionId: string, userId: number, now: number): SessionState | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    const { state } = entry;
    if (state.userId === userId && now - entry.readAt < MAX_AGE_MS && state.expiresAt.getTime() > now) return state;
    this.entries.delete(sessionId);
    return null;
  }

  put(state: SessionState, readAt: number, generation: number): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(state.id, { state, readAt });
  }

  /** A notification's payload: 's:<session id>', 'u:<user id>', '*', or null when some may be missed. */
  ended(payload: string | null): void {
    this.generation += 1;
    if (payload?.startsWith('s:')) this.entries.delete(payload.slice(2));
    else if (payload?.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [id, entry] of this.entries) if (entry.state.userId === userId) this.entries.delete(id);
    } else this.entries.clear();
  }
}

const caches = new WeakMap<object, SessionCache>();

/** Starts keeping sessions read through `database.db`; the answer stops it. */
export async function watchSessions(database: Database): Promise<() => Promise<void>> {
  const cache = new SessionCache();
  const stop = await database.listen(CHANNEL, (payload) => cache.ended(payload));
  caches.set(database.db, cache);
  return async () => {
    caches.delete(database.db);
    await stop();
  };
}

/** The session from memory when `db` is watched and has it, else `read()` (kept when it finds one). */
export async function cachedSession(
  db: Db | Tx,
  sessionId: string,
  userId: number,
  read: () => Promise<SessionState | null>,
): Promise<SessionState | null> {
  const cache = caches.get(db);
  if (!cache) return read();
  const now = Date.now();
  const kept = cache.get(sessionId, userId, now);
  if (kept) return kept;
  const generation = cache.generation;
  const state = await read();
  if (state && !state.userDeactivated) cache.put(state, now, generation);
  return state;
}

/** This process's own endings take effect at once, before the notification comes back. */
export function sessionsEnded(db: Db | Tx, ended: { sessionId: string } | { userId: number }): void {
  caches.get(db)?.ended('sessionId' in ended ? `s:${ended.sessionId}` : `u:${ended.userId}`);
}
