// Sign-in by phone and SMS code, terms, sessions, the limited-access gate, the waitlist and the dev outbox.
// Registered with prefix /api: user-side calls are declared as /user-side/...
import type { Config } from '../config';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../contract/safe';
import {
  AcceptTermsResult,
  DevOutboxMessage,
  InitializationStatus,
  JoinWaitlist,
  LimitedAccessLogin,
  LoginUserByPhone,
  LoginUserByPhoneResult,
  RemainingSeconds,
  SignInResult,
  Success,
  TouchSessionResult,
  VerifySmsCode,
} from '../../contract';
import { waitlist } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { credentialsMatch, grantAccess } from '../services/auth/access-gate';
import { deleteSession, findSession, remainingSeconds, touchSession } from '../services/auth/sessions';
import { finishPhoneLogin, startPhoneLogin } from '../services/auth/phone-login';
import { acceptTerms } from '../services/auth/terms';
import { getUser } from '../services/members/users';

/** Per-IP limits on top of the per-phone ones in services/auth/sms-codes.ts. */
/** Per-IP limits; the sign-in ones scale with config (a shop's shared Wi-Fi or a test suite needs more). */
const limitsFor = (config: Config) => ({
  loginUserByPhone: { max: config.SIGN_IN_CODES_PER_IP_PER_HOUR, timeWindow: '1 hour' },
  verifySmsCode: { max: config.CODE_CHECKS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' },
  accessLogin: { max: 10, timeWindow: '1 minute' },
  joinWaitlist: { max: 10, timeWindow: '1 hour' },
});

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export default async function authRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const LIMITS = limitsFor(config);
  const pickLang = (lang: string | undefined, fallback: string) =>
    lang && config.LANGUAGES.includes(lang) ? lang : fallback;

  app.post(
    '/user-side/loginUserByPhone',
    {
      config: { rateLimit: LIMITS.loginUserByPhone },
      schema: { body: LoginUserByPhone, response: { 200: LoginUserByPhoneResult } },
    },
    async (request) => {
      const lang = pickLang(request.body.lang, request.lang);
      const resendAfter = await startPhoneLogin(app, { ...request.body, lang }, request.ip);
      return { sms_sent: true as const, resend_after: resendAfter };
    },
  );

  app.post(
    '/user-side/verifySmsCode',
    {
      config: { rateLimit: LIMITS.verifySmsCode },
      schema: { body: VerifySmsCode, response: { 200: SignInResult } },
    },
    async (request) => finishPhoneLogin(app, request, request.body),
  );

  app.post(
    '/user-side/acceptTerms',
    { onRequest: app.requireUser, schema: { response: { 200: AcceptTermsResult } } },
    async (request) => {
      const first = await acceptTerms(app.db, request.user!.id, config.SIGNUP_BONUS_POINTS);
      return { success: true as const, showWelcomeScreen: first };
    },
  );

  app.get(
    '/user-side/getUserInitializationStatus',
    { onRequest: app.requireUser, schema: { response: { 200: InitializationStatus } } },
    async (request, reply) => {
      noStore(reply);
      const user = await getUser(app.db, request.user!.id);
      if (!user.termsAcceptedAt) {
        throw new AppError(409, 'UserNotInitializedYet', 'Please accept the terms and conditions first.');
      }
      return { initialized: true as const };
    },
  );

  app.get(
    '/user-side/logoutUser',
    { onRequest: app.requireUser, schema: { response: { 200: Success } } },
    async (request, reply) => {
      noStore(reply);
      await deleteSession(app.db, request.user!.sessionId);
      return { success: true as const };
    },
  );

  app.get(
    '/user-side/checkUserSession',
    { onRequest: app.requireUser, config: { extendSession: false }, schema: { response: { 200: RemainingSeconds } } },
    async (request, reply) => {
      noStore(reply);
      // Another process may have extended it since this one kept it: ask the database.
      const session = await findSession(app.db, request.user!.sessionId, request.user!.id, { fresh: true });
      return session ? remainingSeconds(session.expiresAt) : 0;
    },
  );

  // No preHandler: without a token this is the app's "are we online" ping.
  app.get('/touchSession', { schema: { response: { 200: TouchSessionResult } } }, async (request, reply) => {
    noStore(reply);
    const session = await app.resolveSession(request);
    if (!session) return { ok: true as const, remaining: null };
    const expiresAt = await touchSession(app.db, session, config.SESSION_IDLE_SECONDS, true);
    return { ok: true as const, remaining: remainingSeconds(expiresAt) };
  });

  app.post(
    '/user-side/auth',
    { config: { rateLimit: LIMITS.accessLogin }, schema: { body: LimitedAccessLogin, response: { 200: Success } } },
    async (request, reply) => {
      if (!config.ACCESS_LOGIN) return { success: true as const };
      // 403, not 401: the app treats 401 as "go to sign-in".
      if (!credentialsMatch(app, request.body.login, request.body.pass)) {
        throw new AppError(403, 'AccessDenied', 'Wrong username or password.');
      }
      grantAccess(app, reply);
      return { success: true as const };
    },
  );

  app.post(
    '/user-side/joinWaitlist',
    { config: { rateLimit: LIMITS.joinWaitlist }, schema: { body: JoinWaitlist, response: { 200: Success } } },
    async (request) => {
      const { phone, email } = request.body;
      if (!phone && !email) {
        throw badRequest('ValidationError', 'Enter a phone number or an email address.', { field: 'phone' });
      }
      await app.db.insert(waitlist).values({
        phone: phone ?? null,
        email: email?.toLowerCase() ?? null,
        language: pickLang(request.body.lang, request.lang),
      });
      return { success: true as const };
    },
  );

  // Lists only what the log transports kept; production refuses them, so it never exists there.
  if ((config.SMS_TRANSPORT === 'log' || config.MAIL_TRANSPORT === 'log') && !config.production) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          hide: true,
          querystring: z.object({ to: text(320).optional() }),
          response: { 200: z.array(DevOutboxMessage) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return app.outbox.list(request.query.to);
      },
    );
  }
}
