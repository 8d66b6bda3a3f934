// Sign-in by phone (docs/architecture.md (sign-in and sessions)): loginUserByPhone sends a code, verifySmsCode signs in.
// An unknown phone signs up: the name given with the request waits with the code (sms_codes.payload)
// and the user is created only when the code is verified.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInResult } from '../../../contract';
import { AppError, badRequest } from '../../errors';
import { programmeName } from '../settings/settings';
import { loginCodeText } from '../sms/texts';
import { createUser, findUserByPhone, type UserRow } from '../members/users';
import { prefixAllowed } from './phone-prefix';
import { signIn } from './sign-in';
import { CODE_TTL_SECONDS, issueCode, sendIssuedCode, verifyCode } from './sms-codes';
import { verifyTurnstile } from './turnstile';

export interface PhoneLoginRequest {
  phone: string;
  turnstileToken: string;
  name: string;
  surname: string;
  lang: string;
}

const userNotExist = () => badRequest('UserNotExist', 'There is no account with this phone number. Please register first.');
const deactivated = () => new AppError(403, 'UserDeactivated', 'This account is deactivated.');

/** Sends a sign-in code; answers the seconds until another may be asked for. */
export async function startPhoneLogin(app: FastifyInstance, input: PhoneLoginRequest, ip: string): Promise<number> {
  const { phone, name, surname, lang } = input;
  // Turnstile first, so the answers below cannot be used to probe which phones have accounts.
  await verifyTurnstile(app.config, input.turnstileToken, ip);
  const user = await findUserByPhone(app.db, phone);
  if (user?.deactivatedAt) throw deactivated();
  if (!user) {
    if (!prefixAllowed(app.config.ALLOWED_PHONE_PREFIXES, phone)) {
      throw badRequest('CountryPhonePrefixIsNotAllowed', 'Sign-up is not open for phone numbers of this country yet.');
    }
    if (!name || !surname) throw userNotExist();
  }
  const payload = name || surname ? { name, surname, lang } : null;
  const issued = await issueCode(app.db, app.authSecret, { phone, purpose: 'login', ip, payload, perHour: app.config.SIGN_IN_CODES_PER_PHONE_PER_HOUR });
  if (issued.sent) {
    const text = loginCodeText(lang, await programmeName(app.db, app.config, lang), issued.code, CODE_TTL_SECONDS / 60);
    await sendIssuedCode(app.db, app.sms, issued, { to: phone, text, code: issued.code, kind: 'login' });
  }
  return issued.resendAfter;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Checks the code, creates the user on a first sign-in, and starts a session. */
export async function finishPhoneLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { phone: string; code: string },
): Promise<SignInResult> {
  const { phone, code } = input;
  const { payload } = await verifyCode(app.db, app.authSecret, { phone, purpose: 'login', code });
  let user: UserRow | null = await findUserByPhone(app.db, phone);
  if (user?.deactivatedAt) throw deactivated();
  if (!user) {
    const name = text(payload?.name);
    const surname = text(payload?.surname);
    if (!name || !surname) throw userNotExist();
    const lang = app.config.LANGUAGES.includes(text(payload?.lang)) ? text(payload?.lang) : request.lang;
    user = await createUser(app.db, { phone, firstName: name, lastName: surname, language: lang, signupChannel: 'phone' });
  }
  return signIn(app, request, user);
}
