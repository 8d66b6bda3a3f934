// One-time SMS codes (docs/architecture.md (sign-in and sessions)): 6 digits from a secure source, only an HMAC kept,
// valid 5 minutes, 5 attempts, a new code replaces older ones, rate-limited per phone.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { AppError, badRequest, smsNotSent, tooManyRequests } from '../../errors';
import { DeliveryError } from '../delivery/http-send';
import type { SmsMessage, SmsTransport } from '../sms/transport';

export type CodePurpose = 'login' | 'phone_confirmation' | 'customer_login';

export const CODE_TTL_SECONDS = 5 * 60;
export const MAX_ATTEMPTS = 5;
/** A phone gets at most one code per this many seconds; asking sooner answers the wait. */
export const RESEND_INTERVAL_SECONDS = 30;
export const MAX_CODES_PER_HOUR = 5;

export function hashCode(secret: Uint8Array, phone: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${phone}\n${code}`).digest('hex');
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Serialises code requests and checks for one phone, on PostgreSQL and PGlite alike.
const lockPhone = (tx: Tx, phone: string, purpose: CodePurpose) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${purpose}:${phone}`}))`);

export type IssueResult =
  | { sent: true; id: number; code: string; resendAfter: number }
  /** A code went out less than RESEND_INTERVAL_SECONDS ago; it stays valid and nothing is sent. */
  | { sent: false; resendAfter: number };

export async function issueCode(
  db: Db,
  secret: Uint8Array,
  opts: {
    phone: string;
    purpose: CodePurpose;
    ip?: string;
    payload?: Record<string, unknown> | null;
    /** Codes a phone may get in an hour (config SIGN_IN_CODES_PER_PHONE_PER_HOUR for sign-in). */
    perHour?: number;
  },
): Promise<IssueResult> {
  const { phone, purpose } = opts;
  return db.transaction(async (tx) => {
    await lockPhone(tx, phone, purpose);
    const now = Date.now();
    const scope = and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose));
    const [latest] = await tx
      .select({ id: smsCodes.id, createdAt: smsCodes.createdAt, consumedAt: smsCodes.consumedAt })
      .from(smsCodes)
      .where(scope)
      .orderBy(desc(smsCodes.id))
      .limit(1);
    if (latest && !latest.consumedAt) {
      const waited = (now - latest.createdAt.getTime()) / 1000;
      if (waited < RESEND_INTERVAL_SECONDS) {
        // Registration details typed again in the meantime replace the earlier ones.
        if (opts.payload) await tx.update(smsCodes).set({ payload: opts.payload }).where(eq(smsCodes.id, latest.id));
        return { sent: false, resendAfter: Math.ceil(RESEND_INTERVAL_SECONDS - waited) };
      }
    }
    const hourAgo = new Date(now - 3600_000);
    const recent = await tx
      .select({ n: count(), oldest: sql<Date | string>`min(${smsCodes.createdAt})` })
      .from(smsCodes)
      .where(and(scope, gt(smsCodes.createdAt, hourAgo)));
    const sentLastHour = Number(recent[0]?.n ?? 0);
    if (sentLastHour >= (opts.perHour ?? MAX_CODES_PER_HOUR)) {
      const oldest = recent[0]?.oldest ? new Date(recent[0].oldest).getTime() : now;
      const retryAfter = Math.max(1, Math.ceil((oldest + 3600_000 - now) / 1000));
      throw tooManyRequests('Too many codes were requested for this phone number. Please try again later.', retryAfter);
    }
    const code = newCode();
    await tx
      .update(smsCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(scope, isNull(smsCodes.consumedAt)));
    const [inserted] = await tx.insert(smsCodes).values({
      phone,
      purpose,
      codeHash: hashCode(secret, phone, purpose, code),
      ip: opts.ip ?? null,
      payload: opts.payload ?? null,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
    }).returning({ id: smsCodes.id });
    return { sent: true, id: inserted!.id, code, resendAfter: RESEND_INTERVAL_SECONDS };
  });
}

type Outcome =
  | { ok: true; payload: Record<string, unknown> | null }
  | { ok: false; error: AppError };

const expired = () =>
  badRequest('SmsCodeExpired', 'This code has expired or was already used. Please request a new code.');
const tooManyAttempts = () =>
  new AppError(429, 'TooManyAttempts', 'Too many wrong codes. Please request a new code.');

/**
 * Checks a code and uses it up. Wrong codes count as attempts; the last allowed wrong attempt
 * burns the code. Errors are thrown after the transaction so the attempt count is kept.
 */
export async function verifyCode(
  db: Db,
  secret: Uint8Array,
  opts: { phone: string; purpose: CodePurpose; code: string },
): Promise<{ payload: Record<string, unknown> | null }> {
  const { phone, purpose } = opts;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, error: expired() };
    if (row.consumedAt) return { ok: false, error: row.attempts >= MAX_ATTEMPTS ? tooManyAttempts() : expired() };
    const now = new Date();
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, error: expired() };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(secret, phone, purpose, opts.code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, row.id));
      return { ok: true, payload: row.payload ?? null };
    }
    const attempts = row.attempts + 1;
    const burn = attempts >= MAX_ATTEMPTS;
    await tx
      .update(smsCodes)
      .set({ attempts, ...(burn ? { consumedAt: now } : {}) })
      .where(eq(smsCodes.id, row.id));
    if (burn) return { ok: false, error: tooManyAttempts() };
    const left = MAX_ATTEMPTS - attempts;
    return {
      ok: false,
      error: badRequest(
        'SmsCodeInvalid',
        `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
        { attempts_left: left },
      ),
    };
  });
  if (!outcome.ok) throw outcome.error;
  return { payload: outcome.payload };
}

/**
 * Sends an issued code; when the SMS cannot be sent the code is dropped, so it neither counts
 * towards the limits nor waits to be typed, and the member can ask again at once.
 */
export async function sendIssuedCode(db: Db, sms: SmsTransport, issued: { id: number }, message: SmsMessage): Promise<void> {
  try {
    await sms.send(message);
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    await db.delete(smsCodes).where(eq(smsCodes.id, issued.id));
    throw smsNotSent();
  }
}

/** Codes older than a day matter to no limit any more; dropping them also drops the sign-up details they carry. */
export async function purgeOldCodes(db: Db, now = Date.now()): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now - 24 * 3600_000)));
}
