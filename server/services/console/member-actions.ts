// What the console changes about a member: points awarded or deducted with a reason (through the
// ledger), deactivation, and the end of the member's sessions. Each is audited in its transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { sessionsEnded } from '../auth/session-cache';
import { credit, debit } from '../economy/ledger';
import { writeAudit } from '../staff/audit';

const noMember = () => notFound('UserNotFound', 'No such member.');

export interface PointsAdjustment {
  /** The language the reason is written in (the ledger title's key). */
  language: string;
  userId: number;
  /** Positive awards, negative deducts. */
  points: number;
  reason: string;
}

export async function adjustPoints(db: Db, staffId: number, change: PointsAdjustment) {
  const entry = { userId: change.userId, points: Math.abs(change.points), kind: 'manual_award' as const, title: { [change.language]: change.reason } };
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, change.userId));
    if (!member) throw noMember();
    if (member.deactivatedAt) throw new AppError(409, 'MemberDeactivated', 'This member is deactivated.');
    const posted = change.points > 0 ? await credit(tx, entry) : await debit(tx, entry);
    await writeAudit(tx, {
      staffId,
      action: change.points > 0 ? 'member.points_award' : 'member.points_deduct',
      entityType: 'member',
      entityId: change.userId,
      before: { points: posted.balance - change.points },
      after: { points: posted.balance, change: change.points, reason: change.reason },
    });
    return { balance: posted.balance, ledger_id: posted.ledgerId };
  });
}

/** Deactivates the member and ends every session; a deactivated member stays so (answers as before). */
export async function deactivateMember(db: Db, staffId: number, userId: number) {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select({ at: users.deactivatedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw noMember();
    if (before.at) return before.at;
    const [after] = await tx.update(users).set({ deactivatedAt: sql`now()` }).where(eq(users.id, userId)).returning({ at: users.deactivatedAt });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await writeAudit(tx, {
      staffId,
      action: 'member.deactivate',
      entityType: 'member',
      entityId: userId,
      before: { deactivated_at: null },
      after: { deactivated_at: after!.at!.toISOString() },
    });
    return after!.at!;
  });
  sessionsEnded(db, { userId });
  return { deactivated_at: result.toISOString() };
}

export async function endMemberSessions(db: Db, staffId: number, userId: number) {
  const ended = await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!member) throw noMember();
    const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await writeAudit(tx, {
      staffId,
      action: 'member.end_sessions',
      entityType: 'member',
      entityId: userId,
      before: { sessions: rows.length },
      after: { sessions: 0 },
    });
    return rows.length;
  });
  sessionsEnded(db, { userId });
  return { ended };
}
