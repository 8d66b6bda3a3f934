// Console sign-in: e-mail and password, one answer for an unknown e-mail and a wrong password, the
// lock-out of sign-in-lockout.ts, and a trace of every outcome: successes, failures and lock-outs go to
// the audit log and the app log. The password is never stored, logged or echoed.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SecretBox } from '../auth/secret-box';
import { AppError } from '../../errors';
import { findStaffByEmail, normalEmail, publicStaff } from './accounts';
import { writeAudit } from './audit';
import { passwordMatches } from './passwords';
import { createStaffSession } from './sessions';
import { codeInvalid, useSignInCode } from './two-factor';
import { countAttempt, countedSuccess, lock, reached, signInLocked, type LockoutPolicy } from './sign-in-lockout';

export const invalidCredentials = () =>
  new AppError(401, 'InvalidCredentials', 'The e-mail or the password is not right.');

export interface SignInInput {
  email: string;
  password: string;
  /** The authenticator app's code, for an account with two-factor sign-in. */
  code?: string;
  /** The client's address as the server sees it (request.ip, behind TRUST_PROXY). */
  ip: string;
  userAgent?: string;
}

export interface SignInContext {
  policy: LockoutPolicy;
  idleSeconds: number;
  log: Log;
  secrets: SecretBox;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;
type Failure = 'unknown_email' | 'deactivated' | 'wrong_password' | 'wrong_code';

export async function signInStaff(db: Db, input: SignInInput, { policy, idleSeconds, log, secrets }: SignInContext) {
  const email = normalEmail(input.email);
  const { ip } = input;
  const attempt = await countAttempt(db, email, ip, policy);
  const lockedFor = Math.max(attempt.pair.locked, attempt.ip.locked);
  if (lockedFor > 0) {
    log.warn({ event: 'staff.sign_in_refused', email, ip, locked_seconds: lockedFor }, 'staff sign-in refused: locked out');
    throw signInLocked(lockedFor);
  }
  const account = await findStaffByEmail(db, email);
  const trace = { db, log, email, ip, staffId: account?.id ?? null };
  // Attempts sent at once, counted past the limit before the lock was written: no password is checked.
  const racing = reached(attempt, policy, false);
  if (racing.length) {
    await lockOut(trace, racing, policy);
    throw signInLocked(policy.minutes * 60);
  }
  const usable = account && !account.deactivatedAt ? account : null;
  if (!(await passwordMatches(usable?.passwordHash ?? null, input.password)) || !usable) {
    const reason: Failure = !account ? 'unknown_email' : !usable ? 'deactivated' : 'wrong_password';
    await writeAudit(db, { staffId: trace.staffId, action: 'staff.sign_in_failed', entityType: 'staff_sign_in', entityId: trace.staffId, after: { email, ip, reason } });
    log.warn({ event: 'staff.sign_in_failed', email, ip, reason, failures: attempt.pair.failures }, 'staff sign-in failed');
    await lockOut(trace, reached(attempt, policy, true), policy);
    throw invalidCredentials();
  }
  if (usable.totpEnabledAt) {
    if (!input.code) throw new AppError(401, 'TotpRequired', 'Enter the code from your authenticator app.');
    if (!(await useSignInCode(db, secrets, usable, input.code))) {
      await writeAudit(db, { staffId: usable.id, action: 'staff.sign_in_failed', entityType: 'staff_sign_in', entityId: usable.id, after: { email, ip, reason: 'wrong_code' satisfies Failure } });
      log.warn({ event: 'staff.sign_in_failed', email, ip, reason: 'wrong_code' }, 'staff sign-in failed');
      await lockOut(trace, reached(attempt, policy, true), policy);
      throw codeInvalid();
    }
  }
  await countedSuccess(db, email, ip);
  const session = await createStaffSession(db, usable.id, idleSeconds, input.userAgent);
  await writeAudit(db, { staffId: usable.id, action: 'staff.sign_in', entityType: 'staff_sign_in', entityId: usable.id, after: { ip, user_agent: input.userAgent ?? null } });
  log.info({ event: 'staff.sign_in', staff_id: usable.id, ip }, 'staff signed in');
  return { staff: publicStaff(usable), session };
}

interface Trace {
  db: Db;
  log: Log;
  email: string;
  ip: string;
  staffId: number | null;
}

/** Locks what reached its limit; a lock-out that starts now goes to the audit log and the app log. */
async function lockOut({ db, log, email, ip, staffId }: Trace, which: Array<'pair' | 'ip'>, policy: LockoutPolicy) {
  for (const scope of await lock(db, email, ip, which, policy)) {
    const what = scope === 'pair' ? 'this e-mail from this address' : 'every e-mail from this address';
    await writeAudit(db, { staffId, action: 'staff.sign_in_locked', entityType: 'staff_sign_in', entityId: staffId, after: { email, ip, scope, minutes: policy.minutes } });
    log.warn({ event: 'staff.sign_in_locked', email, ip, scope, minutes: policy.minutes }, `staff sign-in locked for ${what}`);
  }
}
