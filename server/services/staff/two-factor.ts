// Two-factor sign-in for admins with a time-based code (RFC 6238, otplib): enrolment stores a new
// secret, a code from the authenticator app turns it on; from then on sign-in asks for a code, and a
// code that signed in once (its 30-second step) never signs in again. The secret is stored sealed
// (auth/secret-box.ts).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db, Tx } from '../../db/client';
import type { SecretBox } from '../auth/secret-box';
import { staff } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { writeAudit } from './audit';
import { passwordMatches } from './passwords';

/** One step either side: a phone clock half a minute off still signs in. */
const TOLERANCE_SECONDS = 30;

export const codeInvalid = () => new AppError(401, 'TotpInvalid', 'The code from the authenticator app is not right.');

async function account(db: Db | Tx, staffId: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId)).limit(1);
  if (!row) throw notFound('StaffNotFound', 'There is no such staff account.');
  return row;
}

/** The step a code is valid for, or null; afterStep rejects codes already used. */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep != null ? { afterTimeStep: afterStep } : {}) }).catch(
    () => null,
  );
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

export async function startEnrolment(db: Db, secrets: SecretBox, staffId: number, issuer: string) {
  const row = await account(db, staffId);
  if (row.totpEnabledAt) throw new AppError(409, 'TotpEnabled', 'Two-factor sign-in is on already. Turn it off first to enrol again.');
  const secret = generateSecret();
  await db.update(staff).set({ totpSecret: secrets.seal(secret), totpLastStep: null }).where(eq(staff.id, staffId));
  return { secret, uri: generateURI({ issuer, label: row.email, secret }) };
}

export async function confirmEnrolment(db: Db, secrets: SecretBox, staffId: number, code: string) {
  return db.transaction(async (tx) => {
    const row = await account(tx, staffId);
    if (row.totpEnabledAt) throw new AppError(409, 'TotpEnabled', 'Two-factor sign-in is on already.');
    if (!row.totpSecret) throw badRequest('TotpNotStarted', 'Start the enrolment first: it shows the code to scan.');
    const step = await acceptedStep(secrets.open(row.totpSecret), code, null);
    if (step === null) throw badRequest('TotpInvalid', 'The code from the authenticator app is not right.', { field: 'code' });
    const [after] = await tx.update(staff).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(staff.id, staffId)).returning();
    await writeAudit(tx, { staffId, action: 'staff.two_factor_on', entityType: 'staff', entityId: staffId, before: { two_factor: false }, after: { two_factor: true } });
    return { two_factor: Boolean(after!.totpEnabledAt) };
  });
}

/** Turning it off needs the password, so a session left open cannot take the second factor away. */
export async function disableTwoFactor(db: Db, staffId: number, password: string) {
  return db.transaction(async (tx) => {
    const row = await account(tx, staffId);
    if (!(await passwordMatches(row.passwordHash, password))) throw badRequest('CurrentPasswordWrong', 'The current password is not right.', { field: 'password' });
    await tx.update(staff).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(staff.id, staffId));
    await writeAudit(tx, { staffId, action: 'staff.two_factor_off', entityType: 'staff', entityId: staffId, before: { two_factor: Boolean(row.totpEnabledAt) }, after: { two_factor: false } });
    return { two_factor: false };
  });
}

/** At sign-in: true when the code is right and unused (its step is kept), false otherwise. */
export async function useSignInCode(db: Db, secrets: SecretBox, row: { id: number; totpSecret: string | null; totpLastStep: number | null }, code: string): Promise<boolean> {
  if (!row.totpSecret) return false;
  const step = await acceptedStep(secrets.open(row.totpSecret), code, row.totpLastStep);
  if (step === null) return false;
  // Two sign-ins racing with one code: only the first moves the step on.
  const moved = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return moved.length === 1;
}

export async function hasTwoFactor(db: Db, staffId: number): Promise<boolean> {
  const [row] = await db.select({ on: staff.totpEnabledAt }).from(staff).where(eq(staff.id, staffId)).limit(1);
  return Boolean(row?.on);
}
