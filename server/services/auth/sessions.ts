// Session rows: the idle expiry that checkUserSession reports and every signed-in call renews.
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { batchedPerDb } from '../../db/batched';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { cachedSession, sessionsEnded } from './session-cache';

/** Renewals closer together than this are skipped, so a busy page does not write on every call. */
export const TOUCH_INTERVAL_MS = 30_000;

export interface SessionState {
  id: string;
  userId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  userDeactivated: boolean;
}

export async function createSession(db: Db, userId: number, idleSeconds: number, userAgent?: string) {
  const id = randomBytes(24).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + idleSeconds * 1000);
  await db.insert(sessions).values({
    id,
    userId,
    userAgent: userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { id, expiresAt };
}

const findSessionQuery = (db: Db) =>
  prepared(db, 'find_session', (d, name) =>
    d
      .select({
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        deactivatedAt: users.deactivatedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare(name),
  );

/** The session, from this process's memory when it has it; `fresh` always asks the database. */
export async function findSession(db: Db, sessionId: string, userId: number, { fresh = false } = {}): Promise<SessionState | null> {
  return fresh ? readSession(db, sessionId, userId) : cachedSession(db, sessionId, userId, () => readSession(db, sessionId, userId));
}

async function readSession(db: Db, sessionId: string, userId: number): Promise<SessionState | null> {
  const [row] = await findSessionQuery(db).execute({ sessionId, userId });
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    userDeactivated: row.deactivatedAt !== null,
  };
}

interface Renewal {
  id: string;
  seenAt: Date;
  expiresAt: Date;
}

/**
 * The renewals of concurrent calls go out together, one statement and one commit (db/batched.ts), and
 * the commit does not wait for the disk: a renewal lost in a crash brings a session's idle expiry at
 * most TOUCH_INTERVAL_MS closer. A renewal older than the row's (another process renewed it since) is
 * left out, so last-seen time and expiry only move forward, which migration 0007 does not report as
 * an ended session.
 */
async function renewSessions(db: Db, renewals: Renewal[]): Promise<undefined[]> {
  const json = JSON.stringify(renewals.map((r) => ({ id: r.id, seen_at: r.seenAt.toISOString(), expires_at: r.expiresAt.toISOString() })));
  // The ids as an array let the rows be found by their key: joined to the list alone, PostgreSQL
  // scanned every session row (it cannot tell how long the list is).
  await db.execute(sql`with r as materialized (
      select * from jsonb_to_recordset(${json}::jsonb) as r (id text, seen_at timestamptz, expires_at timestamptz))
    update ${sessions} s set last_seen_at = r.seen_at, expires_at = r.expires_at
    from r cross join (select set_config('synchronous_commit', 'off', true)) as not_durable
    where s.id = any(array(select id from r)) and s.id = r.id and s.last_seen_at <= r.seen_at`);
  return renewals.map(() => undefined);
}

const renew = batchedPerDb(renewSessions);

/**
 * Extends the idle expiry; without `force` at most once per TOUCH_INTERVAL_MS. Updates `session` (it may
 * be the copy this process keeps) and returns the new expiry.
 */
export async function touchSession(
  db: Db,
  session: Pick<SessionState, 'id' | 'lastSeenAt' | 'expiresAt'>,
  idleSeconds: number,
  force = false,
): Promise<Date> {
  const now = new Date();
  if (!force && now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return session.expiresAt;
  const expiresAt = new Date(now.getTime() + idleSeconds * 1000);
  await renew(db, { id: session.id, seenAt: now, expiresAt });
  session.lastSeenAt = now;
  session.expiresAt = expiresAt;
  return expiresAt;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  sessionsEnded(db, { sessionId });
}

export function remainingSeconds(expiresAt: Date, now = Date.now()): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
}

/** Drops sessions that ended more than a day ago (kept a while so late calls still get 419, not 401). */
export async function purgeExpiredSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now - 24 * 3600_000)));
}
