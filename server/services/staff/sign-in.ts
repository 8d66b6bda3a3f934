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

async function lockedSeconds(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${staffSignInFailures.lockedUntil} - now())))::int` })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.email, email))
    .limit(1);
  return Math.max(0, row?.seconds ?? 0);
}

/** Counts a failure; the one that reaches the limit locks the e-mail and starts the count again. */
async function recordFailure(db: Db, email: string, policy: LockoutPolicy): Promise<void> {
  const window = sql`make_interval(mins => ${policy.minutes})`;
  await db
    .insert(staffSignInFailures)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: staffSignInFailures.email,
      set: {
        failures: sql`case when ${staffSignInFailures.lastFailedAt} < now() - ${window} then 1 else ${staffSignInFailures.failures} + 1 end`,
        lastFailedAt: sql`now()`,
      },
    });
  await db
    .update(staffSignInFailures)
    .set({ failures: 0, lockedUntil: sql`now() + ${window}` })
    .where(sql`${staffSignInFailures.email} = ${email} and ${staffSignInFailures.failures} >= ${policy.failures}`);
}

export interface SignInInput {
  email: string;
  password: string;
  userAgent?: string;
}

export async function signInStaff(db: Db, input: SignInInput, policy: LockoutPolicy, idleSeconds: number) {
  const email = normalEmail(input.email);
  const locked = await lockedSeconds(db, email);
  if (locked > 0) {
    const minutes = Math.ceil(locked / 60);
    throw new AppError(429, 'SignInLocked', `Too many failed sign-ins. Please try again in ${minutes} minutes.`, { retry_after: locked });
  }
  const account = await findStaffByEmail(db, email);
  const usable = account && !account.deactivatedAt ? account : null;
  if (!(await passwordMatches(usable?.passwordHash ?? null, input.password)) || !usable) {
    await recordFailure(db, email, policy);
    throw invalidCredentials();
  }
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, email));
  const session = await createStaffSession(db, usable.id, idleSeconds, input.userAgent);
  return { staff: publicStaff(usable), session };
}
