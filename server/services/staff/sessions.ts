// Staff sessions, like the members' (services/auth/sessions.ts): a signed token naming a session row
// with an idle expiry that every call renews (the tokens: services/staff/tokens.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staff, staffSessions, type StaffRole } from '../../db/schema';
import { TOUCH_INTERVAL_MS } from '../auth/sessions';

export interface StaffSession {
  id: string;
  staffId: number;
  role: StaffRole;
  email: string;
  name: string | null;
  expiresAt: Date;
  lastSeenAt: Date;
  deactivated: boolean;
}

export async function createStaffSession(db: Db | Tx, staffId: number, idleSeconds: number, userAgent?: string) {
  const id = randomBytes(24).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + idleSeconds * 1000);
  await db.insert(staffSessions).values({ id, staffId, userAgent: userAgent?.slice(0, 500) ?? null, createdAt: now, lastSeenAt: now, expiresAt });
  return { id, expiresAt };
}

export async function findStaffSession(db: Db, sessionId: string, staffId: number): Promise<StaffSession | null> {
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      role: staff.role,
      email: staff.email,
      name: staff.name,
      deactivatedAt: staff.deactivatedAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId)))
    .limit(1);
  if (!row) return null;
  const { deactivatedAt, ...rest } = row;
  return { ...rest, deactivated: deactivatedAt !== null };
}

/** Extends the idle expiry, at most once per TOUCH_INTERVAL_MS. */
export async function touchStaffSession(db: Db, session: StaffSession, idleSeconds: number): Promise<void> {
  const now = new Date();
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
  const expiresAt = new Date(now.getTime() + idleSeconds * 1000);
  await db.update(staffSessions).set({ lastSeenAt: now, expiresAt }).where(eq(staffSessions.id, session.id));
  session.lastSeenAt = now;
  session.expiresAt = expiresAt;
}

export async function deleteStaffSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Drops staff sessions that ended more than a day ago. */
export async function purgeExpiredStaffSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date(now - 24 * 3600_000)));
}
