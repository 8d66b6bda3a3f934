// What a member's points look like over time: the next expiry, what is pending, the in-app reminder not
// yet dismissed (the app's dashboard, history and card) and, for partners, the expiring lots.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ExpiringPoints, PartnerExpiringPoints } from '../../../contract/points-expiry';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { pointsExpiryReminders } from '../../db/schema';
import { notFound } from '../../errors';

interface Summary {
  balance: number | null;
  pending: number | string;
  pending_from: string | Date | null;
  /** In lots whose expiry has passed but that the expiry job has not emptied yet: never spendable. */
  expired: number | string;
  next_expiry: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** What the member's open lots hold that expire after now and match `window` (a condition on l.expires_at). */
async function expiringIn(db: Db, userId: number, at: string, window: SQL) {
  const [due] = await queryRows<{ points: number | string | null; last: string | Date | null }>(
    db,
    sql`select sum(l.remaining) as points, max(l.expires_at) as last from points_lots l where l.user_id = ${userId} and l.remaining > 0
      and l.expires_at > ${at}::timestamptz and ${window}`,
  );
  return { points: Number(due?.points ?? 0), last: due?.last ?? null };
}

export async function expiringPoints(db: Db, userId: number, now = new Date()): Promise<ExpiringPoints> {
  const at = now.toISOString();
  const [row] = await queryRows<Summary>(
    db,
    sql`select u.points as balance,
        coalesce((select sum(l.remaining) from points_lots l where l.user_id = u.id and l.remaining > 0 and l.available_at > ${at}::timestamptz
          and (l.expires_at is null or l.expires_at > ${at}::timestamptz)), 0) as pending,
        (select min(l.available_at) from points_lots l where l.user_id = u.id and l.remaining > 0 and l.available_at > ${at}::timestamptz
          and (l.expires_at is null or l.expires_at > ${at}::timestamptz)) as pending_from,
        coalesce((select sum(l.remaining) from points_lots l where l.user_id = u.id and l.remaining > 0 and l.expires_at <= ${at}::timestamptz), 0) as expired,
        (select min(l.expires_at) from points_lots l where l.user_id = u.id and l.remaining > 0 and l.expires_at > ${at}::timestamptz) as next_expiry
      from users u where u.id = ${userId}`,
  );
  if (!row || row.balance === null) throw notFound('UserNotFound', 'No such user.');
  const balance = row.balance;
  const pending = Math.min(Number(row.pending), balance);
  const expired = Math.min(Number(row.expired), balance - pending);
  let nextExpiry: ExpiringPoints['next_expiry'] = null;
  if (row.next_expiry) {
    // Lots expiring the same UTC day are one expiry for the member.
    const from = iso(row.next_expiry);
    const due = await expiringIn(db, userId, at, sql`l.expires_at >= ${from}::timestamptz and l.expires_at < ${from}::timestamptz + interval '1 day'`);
    nextExpiry = { points: Math.min(due.points, balance - expired), expires_at: iso(due.last ?? row.next_expiry) };
  }
  const [reminder] = await db
    .select({ expiresAt: pointsExpiryReminders.expiresAt, expiresOn: pointsExpiryReminders.expiresOn })
    .from(pointsExpiryReminders)
    .where(
      and(
        eq(pointsExpiryReminders.userId, userId),
        eq(pointsExpiryReminders.channel, 'in_app'),
        isNull(pointsExpiryReminders.dismissedAt),
        sql`${pointsExpiryReminders.expiresAt} > ${at}::timestamptz`,
      ),
    )
    .orderBy(pointsExpiryReminders.expiresOn)
    .limit(1);
  // The reminder names a day (send-reminders.ts: the UTC day of the last instant before expiry); what
  // expires that day is read now, so points spent since it was written are not shown.
  const onReminderDay = reminder
    ? await expiringIn(db, userId, at, sql`((l.expires_at - interval '1 microsecond') at time zone 'UTC')::date = ${reminder.expiresOn}::date`)
    : null;
  const noticePoints = Math.min(onReminderDay?.points ?? 0, balance - expired);
  return {
    balance,
    spendable: balance - pending - expired,
    next_expiry: nextExpiry && nextExpiry.points > 0 ? nextExpiry : null,
    pending: pending > 0 && row.pending_from ? { points: pending, available_at: iso(row.pending_from) } : null,
    notice:
      reminder && noticePoints > 0
        ? { points: noticePoints, expires_at: reminder.expiresAt.toISOString(), expires_on: reminder.expiresOn }
        : null,
  };
}

/** The member has read the reminder for this expiry date: the app stops showing it. */
export async function dismissExpiryNotice(db: Db, userId: number, expiresOn: string): Promise<void> {
  await db
    .update(pointsExpiryReminders)
    .set({ dismissedAt: new Date() })
    .where(and(eq(pointsExpiryReminders.userId, userId), eq(pointsExpiryReminders.expiresOn, expiresOn), eq(pointsExpiryReminders.channel, 'in_app')));
}

/** For partners: the balance, what is spendable and the open expiring lots grouped by expiry, soonest first. */
export async function partnerExpiringPoints(db: Db, userId: number, now = new Date()): Promise<PartnerExpiringPoints> {
  const summary = await expiringPoints(db, userId, now);
  const lots = await queryRows<{ points: number | string; expires_at: string | Date }>(
    db,
    sql`select sum(l.remaining) as points, l.expires_at from points_lots l
      where l.user_id = ${userId} and l.remaining > 0 and l.expires_at > ${now.toISOString()}::timestamptz
      group by l.expires_at order by l.expires_at limit 12`,
  );
  return {
    balance: summary.balance,
    spendable: summary.spendable,
    pending_points: summary.pending?.points ?? 0,
    expiring: lots.map((lot) => ({ points: Number(lot.points), expires_at: iso(lot.expires_at) })),
  };
}
