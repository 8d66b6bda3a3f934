// Sign-in by customer id (registration type id). The id printed on the member's card gets a one-time
// code on the phone the programme has for it (SMS) or else its e-mail, under the SMS code rules
// (services/auth/sms-codes.ts: 5 minutes, 5 attempts, one per 30 s, five per hour); the code signs in.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginUserByCustomerIdResult, SignInResult } from '../../../contract';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { programmeName } from '../settings/settings';
import { loginCodeText } from '../sms/texts';
import type { UserRow } from '../members/users';
import { signIn } from './sign-in';
import { CODE_TTL_SECONDS, issueCode, verifyCode } from './sms-codes';
import { verifyTurnstile } from './turnstile';

const unknownId = () => badRequest('UserNotExist', 'There is no member with this customer id.');
const deactivated = () => new AppError(403, 'UserDeactivated', 'This account is deactivated.');
const noContact = () =>
  badRequest('UserNotExist', 'This customer id has no phone or e-mail on file. Please contact customer support.');

/** Codes for a customer id are kept apart from phone codes. */
const codeKey = (customerId: string) => `customer:${customerId}`;

export async function findUserByCustomerId(app: FastifyInstance, customerId: string): Promise<UserRow | null> {
  const [row] = await app.db.select().from(users).where(eq(users.customerId, customerId)).limit(1);
  return row ?? null;
}

export function maskPhone(phone: string): string {
  return `+${phone.slice(0, 3)} *** **${phone.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export async function startCustomerIdLogin(
  app: FastifyInstance,
  input: { customerId: string; turnstileToken: string; lang: string },
  ip: string,
): Promise<LoginUserByCustomerIdResult> {
  await verifyTurnstile(app.config, input.turnstileToken, ip);
  const user = await findUserByCustomerId(app, input.customerId);
  if (!user) throw unknownId();
  if (user.deactivatedAt) throw deactivated();
  if (!user.phone && !user.email) throw noContact();
  const lang = user.language ?? input.lang;
  const issued = await issueCode(app.db, app.authSecret, {
    phone: codeKey(input.customerId),
    purpose: 'customer_login',
    ip,
    perHour: app.config.SIGN_IN_CODES_PER_PHONE_PER_HOUR,
  });
  const programme = issued.sent ? await programmeName(app.db, app.config, lang) : '';
  if (user.phone) {
    if (issued.sent) await app.sms.send({ to: user.phone, text: loginCodeText(lang, programme, issued.code, CODE_TTL_SECONDS / 60), code: issued.code, kind: 'login' });
    return { channel: 'sms', sent_to: maskPhone(user.phone), resend_after: issued.resendAfter };
  }
  const email = user.email!;
  if (issued.sent) {
    const text = loginCodeText(lang, programme, issued.code, CODE_TTL_SECONDS / 60);
    await app.mail.send({ to: email, subject: text, text, code: issued.code });
  }
  return { channel: 'email', sent_to: maskEmail(email), resend_after: issued.resendAfter };
}

export async function finishCustomerIdLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { customerId: string; code: string },
): Promise<SignInResult> {
  await verifyCode(app.db, app.authSecret, { phone: codeKey(input.customerId), purpose: 'customer_login', code: input.code });
  const user = await findUserByCustomerId(app, input.customerId);
  if (!user) throw unknownId();
  if (user.deactivatedAt) throw deactivated();
  return signIn(app, request, user);
}
