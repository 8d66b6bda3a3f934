// Console sign-in: e-mail and password, one answer for an unknown e-mail and a wrong password, and a
// lock-out per e-mail after repeated failures (kept for unknown e-mails too, so that a lock-out says
// nothing of who has an account). The password is never stored, logged or echoed.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSignInFailures } from '../../db/schema';
import { AppError } from '../../errors';
import { findStaffByEmail, normalEmail, publicStaff } from './accounts';
import { passwordMatches } from './passwords';
import { createStaffSession } from './sessions';

export interface LockoutPolicy {
  failures: number;
  minutes: number;
}

export const invalidCredentials = () =>
  new AppError(401, 'InvalidCredentials', 'The e-mail or the password is not right.');

interface Attempt {
  /** Failures counted so far in the window, this attempt included. */
  failures: number;
  /** Seconds the e-mail stays locked; 0 when it is not. */
  locked: number;
}

/**
 * Counts the attempt before the password is checked (a success deletes the count), so that attempts
 * sent all at once cannot check more passwords than the limit allows. A locked e-mail counts nothing.
 */
async function countAttempt(db: Db, email: string, policy: LockoutPolicy): Promise<Attempt> {
  const window = sql`make_interval(mins => ${policy.minutes})`;
  const t = staffSignInFailures;
  const isLocked = sql`coalesce(${t.lockedUntil} > now(), false)`;
  const [row] = await db
    .insert(t)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures: sql`case when ${isLocked} then ${t.failures} when ${t.lastFailedAt} < now() - ${window} then 1 else ${t.failures} + 1 end`,
        lastFailedAt: sql`case when ${isLocked} then ${t.lastFailedAt} else now() end`,
      },
    })
    .returning({
      failures: t.failures,
      locked: sql<number>`case when ${isLocked} then ceil(extract(epoch from (${t.lockedUntil} - now())))::int else 0 end`,
    });
  return { failures: row?.failures ?? 1, locked: Math.max(0, row?.locked ?? 0) };
}

async function lock(db: Db, email: string, policy: LockoutPolicy): Promise<void> {
  await db
    .update(staffSignInFailures)
    .set({ failures: 0, lockedUntil: sql`now() + make_interval(mins => ${policy.minutes})` })
    .where(eq(staffSignInFailures.email, email));
}

const locked = (seconds: number) =>
  new AppError(429, 'SignInLocked', `Too many failed sign-ins. Please try again in ${Math.ceil(seconds / 60)} minutes.`, {
    retry_after: seconds,
  });

export interface SignInInput {
  email: string;
  password: string;
  userAgent?: string;
}

export async function signInStaff(db: Db, input: SignInInput, policy: LockoutPolicy, idleSeconds: number) {
  const email = normalEmail(input.email);
  const attempt = await countAttempt(db, email, policy);
  if (attempt.locked > 0) throw locked(attempt.locked);
  if (attempt.failures > policy.failures) {
    await lock(db, email, policy);
    throw locked(policy.minutes * 60);
  }
  const account = await findStaffByEmail(db, email);
  const usable = account && !account.deactivatedAt ? account : null;
  if (!(await passwordMatches(usable?.passwordHash ?? null, input.password)) || !usable) {
    if (attempt.failures >= policy.failures) await lock(db, email, policy);
    throw invalidCredentials();
  }
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, email));
  const session = await createStaffSession(db, usable.id, idleSeconds, input.userAgent);
  return { staff: publicStaff(usable), session };
}

/** Forgets failure counts a day old that lock nothing (scheduled with the session purge). */
export async function purgeOldSignInFailures(db: Db): Promise<void> {
  const t = staffSignInFailures;
  await db.delete(t).where(sql`${t.lastFailedAt} < now() - interval '1 day' and coalesce(${t.lockedUntil} < now(), true)`);
}
