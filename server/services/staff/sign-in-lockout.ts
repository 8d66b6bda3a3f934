// The console's lock-out: failed sign-ins are counted per (e-mail, client IP) and per IP (any e-mail),
// in the database, so every server process sees the same counts. A guesser at one address is stopped
// after `failures` tries at one e-mail or `ipFailures` tries at any; someone who knows a till's e-mail
// locks it out only at their own address, never where the till signs in from.
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSignInFailures } from '../../db/schema';
import { AppError } from '../../errors';

/** The row that counts every e-mail tried from one IP; sign-in e-mails are at least 3 characters. */
export const ANY_EMAIL = '*';

export interface LockoutPolicy {
  /** Failures at one e-mail from one IP within `minutes` that lock that pair for `minutes`. */
  failures: number;
  /** Failures at any e-mail from one IP within `minutes` that lock the IP for `minutes`. */
  ipFailures: number;
  minutes: number;
}

export interface Count {
  /** Failures counted so far in the window, this attempt included. */
  failures: number;
  /** Seconds it stays locked; 0 when it is not. */
  locked: number;
}

export interface Attempt {
  pair: Count;
  ip: Count;
}

/**
 * Counts the attempt before the password is checked (a success deletes the pair's count), so that
 * attempts sent all at once cannot check more passwords than the limit allows. A locked row counts nothing.
 */
export async function countAttempt(db: Db, email: string, ip: string, policy: LockoutPolicy): Promise<Attempt> {
  const t = staffSignInFailures;
  const window = sql`make_interval(mins => ${policy.minutes})`;
  const isLocked = sql`coalesce(${t.lockedUntil} > now(), false)`;
  const rows = await db
    .insert(t)
    .values([
      { email, ip, failures: 1 },
      { email: ANY_EMAIL, ip, failures: 1 },
    ])
    .onConflictDoUpdate({
      target: [t.email, t.ip],
      set: {
        failures: sql`case when ${isLocked} then ${t.failures} when ${t.lastFailedAt} < now() - ${window} then 1 else ${t.failures} + 1 end`,
        lastFailedAt: sql`case when ${isLocked} then ${t.lastFailedAt} else now() end`,
      },
    })
    .returning({
      email: t.email,
      failures: t.failures,
      locked: sql<number>`case when ${isLocked} then ceil(extract(epoch from (${t.lockedUntil} - now())))::int else 0 end`,
    });
  const count = (of: string): Count => {
    const row = rows.find((r) => r.email === of);
    return { failures: row?.failures ?? 1, locked: Math.max(0, row?.locked ?? 0) };
  };
  return { pair: count(email), ip: count(ANY_EMAIL) };
}

/** The rows (pair, IP) that reached their limit: `orMore` counts the attempt whose password just failed. */
export function reached(attempt: Attempt, policy: LockoutPolicy, orMore: boolean): Array<'pair' | 'ip'> {
  const over = (count: Count, max: number) => (orMore ? count.failures >= max : count.failures > max);
  return [...(over(attempt.pair, policy.failures) ? ['pair' as const] : []), ...(over(attempt.ip, policy.ipFailures) ? ['ip' as const] : [])];
}

/** Locks the rows named; answers those that were not locked already (a lock-out to record). */
export async function lock(db: Db, email: string, ip: string, which: Array<'pair' | 'ip'>, policy: LockoutPolicy): Promise<Array<'pair' | 'ip'>> {
  if (!which.length) return [];
  const t = staffSignInFailures;
  const emails = which.map((w) => (w === 'pair' ? email : ANY_EMAIL));
  const locked = await db
    .update(t)
    .set({ failures: 0, lockedUntil: sql`now() + make_interval(mins => ${policy.minutes})` })
    .where(and(eq(t.ip, ip), inArray(t.email, emails), or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`))))
    .returning({ email: t.email });
  return locked.map((r) => (r.email === ANY_EMAIL ? 'ip' : 'pair'));
}

/** A success: the pair's failures are forgotten, and the IP's count takes back this attempt. */
export async function countedSuccess(db: Db, email: string, ip: string): Promise<void> {
  const t = staffSignInFailures;
  await db.delete(t).where(and(eq(t.email, email), eq(t.ip, ip)));
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(and(eq(t.email, ANY_EMAIL), eq(t.ip, ip)));
}

export const signInLocked = (seconds: number) =>
  new AppError(429, 'SignInLocked', `Too many failed sign-ins. Please try again in ${Math.ceil(seconds / 60)} minutes.`, {
    retry_after: seconds,
  });

/** Forgets failure counts a day old that lock nothing (scheduled with the session purge). */
export async function purgeOldSignInFailures(db: Db): Promise<void> {
  const t = staffSignInFailures;
  await db.delete(t).where(sql`${t.lastFailedAt} < now() - interval '1 day' and coalesce(${t.lockedUntil} < now(), true)`);
}
