// The monthly top (docs/product.md sections 1 and 6): the ranked members of the published month and the
// public landing page of one member (the monthly_top_url of getUserData). Deactivated members drop out.
// A month is ranked when it has ended (closeMonth, by the job or the operator) and stays published
// through the next month; the demo seed ranks the current one.
import { and, asc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { MonthlyTop, MonthlyTopUser } from '../../../contract/community';
import { MAX_ROW_ID } from '../../../contract/safe';
import type { Db } from '../../db/client';
import { monthlyTop, users } from '../../db/schema';
import { notFound } from '../../errors';
import { currentMonth, previousMonth } from './months';

/** "Eglė P." : the first name and the initial of the last name, so a public list names no one fully. */
export function shortName(firstName: string | null, lastName: string | null, fallback = 'Member'): string {
  const first = firstName?.trim() || fallback;
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The newest ranked month, if it is this month or the last: an old ranking is not news any more. */
export function publishedMonth(now = new Date()) {
  return publishedMonthBetween(previousMonth(now), currentMonth(now));
}

/** publishedMonth with its bounds given (placeholders of a prepared statement). */
export function publishedMonthBetween(previous: string | Placeholder, current: string | Placeholder) {
  return sql<string>`(select max(${monthlyTop.month}) from ${monthlyTop} where ${monthlyTop.month} <= ${current} and ${monthlyTop.month} >= ${previous})`;
}

async function latestMonth(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ month: monthlyTop.month })
    .from(monthlyTop)
    .where(eq(monthlyTop.month, publishedMonth()))
    .limit(1);
  return row?.month ?? null;
}

export async function monthlyTopList(db: Db, userId: number | null): Promise<MonthlyTop> {
  const month = await latestMonth(db);
  if (!month) return { month: null, list: [] };
  const rows = await db
    .select({
      userId: monthlyTop.userId,
      rank: monthlyTop.rank,
      points: monthlyTop.points,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureUrl: users.pictureUrl,
    })
    .from(monthlyTop)
    .innerJoin(users, eq(users.id, monthlyTop.userId))
    .where(and(eq(monthlyTop.month, month), isNull(users.deactivatedAt)))
    .orderBy(asc(monthlyTop.rank), asc(monthlyTop.id));
  return {
    month,
    list: rows.map((r) => ({
      rank: r.rank,
      name: shortName(r.firstName, r.lastName),
      picture_url: r.pictureUrl,
      points: Math.max(0, r.points),
      me: r.userId === userId,
    })),
  };
}

const topUserNotFound = () => notFound('MonthlyTopUserNotFound', 'This monthly top page does not exist.');

/** The landing page data; the id and the url identifier must both match (the identifier is the secret). */
export async function monthlyTopUser(db: Db, id: number, urlIdentifier: string, programmeName: string): Promise<MonthlyTopUser> {
  if (id > MAX_ROW_ID) throw topUserNotFound();
  const [row] = await db
    .select({
      month: monthlyTop.month,
      rank: monthlyTop.rank,
      points: monthlyTop.points,
      urlIdentifier: monthlyTop.urlIdentifier,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureUrl: users.pictureUrl,
    })
    .from(monthlyTop)
    .innerJoin(users, eq(users.id, monthlyTop.userId))
    .where(and(eq(monthlyTop.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row || row.urlIdentifier !== urlIdentifier) throw topUserNotFound();
  return {
    name: shortName(row.firstName, row.lastName),
    rank: row.rank,
    points: Math.max(0, row.points),
    month: row.month,
    picture_url: row.pictureUrl,
    programme_name: programmeName,
  };
}
