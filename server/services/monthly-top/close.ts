// Closing a month: ranks the members by the points they earned in it (the ledger's earning kinds,
// as the lifetime total counts them, less staff corrections), keeps the top MONTHLY_TOP_SIZE with a secret url identifier for
// each one's shareable landing page, and tells them by push. A month closes once: the
// monthly_top_months row is claimed first, so two processes cannot both rank it or both push.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, max, or, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monthlyTop, monthlyTopMonths, pointsLedger, users } from '../../db/schema';
import { EARNING_KINDS } from '../economy/ledger';
import { monthBounds } from './months';
import { monthlyTopPush, type TopPlace } from '../push/messages';
import type { PushService } from '../push/service';

export const MONTHLY_TOP_SIZE = 10;

// No look-alike characters, as in referral ids.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "egle-k3m9xq": readable and unguessable; with the row id it opens the public landing page. */
export function topUrlIdentifier(firstName: string | null): string {
  const slug =
    (firstName ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 24) || 'member';
  const code = [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${slug}-${code}`;
}

export interface ClosedPlace extends TopPlace {
  userId: number;
  points: number;
}

export interface CloseResult {
  month: string;
  closedNow: boolean;
  list: ClosedPlace[];
}

async function rankedList(db: Db, month: string): Promise<ClosedPlace[]> {
  return db
    .select({
      id: monthlyTop.id,
      userId: monthlyTop.userId,
      rank: monthlyTop.rank,
      points: monthlyTop.points,
      urlIdentifier: monthlyTop.urlIdentifier,
    })
    .from(monthlyTop)
    .where(eq(monthlyTop.month, month))
    .orderBy(asc(monthlyTop.rank), asc(monthlyTop.id));
}

/** Ranks `month` unless it was closed before (or ranked by the demo seed, which is then kept). */
export async function closeMonth(db: Db, month: string): Promise<CloseResult> {
  const { from, to } = monthBounds(month);
  const closedNow = await db.transaction(async (tx) => {
    const [claimed] = await tx.insert(monthlyTopMonths).values({ month }).onConflictDoNothing().returning();
    if (!claimed) return false;
    const [already] = await tx.select({ id: monthlyTop.id }).from(monthlyTop).where(eq(monthlyTop.month, month)).limit(1);
    if (already) return true;

    const earned = sum(pointsLedger.delta).mapWith(Number);
    const ranked = await tx
      .select({ userId: pointsLedger.userId, earned, firstName: users.firstName })
      .from(pointsLedger)
      .innerJoin(users, eq(users.id, pointsLedger.userId))
      .where(
        and(
          inArray(pointsLedger.kind, [...EARNING_KINDS]),
          // A staff correction or a voided till purchase (a manual_award debit) takes back what it corrects.
          or(gt(pointsLedger.delta, 0), eq(pointsLedger.kind, 'manual_award')),
          gte(pointsLedger.createdAt, from),
          lt(pointsLedger.createdAt, to),
          isNull(users.deactivatedAt),
        ),
      )
      .groupBy(pointsLedger.userId, users.firstName)
      // Equal points: whoever got there first ranks higher.
      .orderBy(desc(earned), asc(max(pointsLedger.id)))
      .limit(MONTHLY_TOP_SIZE);
    const places = ranked.filter((r) => r.earned > 0);
    if (places.length) {
      await tx
        .insert(monthlyTop)
        .values(
          places.map((r, i) => ({
            month,
            userId: r.userId,
            rank: i + 1,
            points: r.earned,
            urlIdentifier: topUrlIdentifier(r.firstName),
          })),
        );
    }
    return true;
  });
  return { month, closedNow, list: await rankedList(db, month) };
}

/** Closes the month and, the first time, congratulates those in its top by push. */
export async function closeMonthAndNotify(
  db: Db,
  month: string,
  { push, defaultLanguage }: { push: PushService; defaultLanguage: string },
): Promise<CloseResult> {
  const result = await closeMonth(db, month);
  if (result.closedNow && result.list.length) {
    const placeOf = new Map(result.list.map((p) => [p.userId, p]));
    await push.notifyUsers('monthly_top', [...placeOf.keys()], monthlyTopPush(month, placeOf, defaultLanguage));
  }
  return result;
}
