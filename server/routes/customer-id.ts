// Sign-in by customer id (a code to the phone or e-mail on file) and by the operator's signed assertion
// (single sign-on from customerLoginUrl). Registered with prefix /api/user-side.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginUserByAssertion,
  LoginUserByCustomerId,
  LoginUserByCustomerIdResult,
  SignInResult,
  VerifyCustomerIdCode,
} from '../../contract';
import { finishCustomerIdLogin, startCustomerIdLogin } from '../services/auth/customer-id-login';
import { customerSsoKey, signInWithAssertion } from '../services/auth/customer-sso';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export default async function customerIdRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const codes = { max: config.SIGN_IN_CODES_PER_IP_PER_HOUR, timeWindow: '1 hour' };
  const checks = { max: config.CODE_CHECKS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' };
  const ssoKey = customerSsoKey(config);
  const pickLang = (lang: string | undefined, fallback: string) => (lang && config.LANGUAGES.includes(lang) ? lang : fallback);

  app.post(
    '/loginUserByCustomerId',
    { config: { rateLimit: codes }, schema: { body: LoginUserByCustomerId, response: { 200: LoginUserByCustomerIdResult } } },
    async (request) => {
      const { customer_id, turnstileToken, lang } = request.body;
      return startCustomerIdLogin(app, { customerId: customer_id, turnstileToken, lang: pickLang(lang, request.lang) }, request.ip);
    },
  );

  app.post(
    '/verifyCustomerIdCode',
    { config: { rateLimit: checks }, schema: { body: VerifyCustomerIdCode, response: { 200: SignInResult } } },
    async (request, reply) => {
      noStore(reply);
      return finishCustomerIdLogin(app, request, { customerId: request.body.customer_id, code: request.body.code });
    },
  );

  app.post(
    '/loginUserByAssertion',
    { config: { rateLimit: checks }, schema: { body: LoginUserByAssertion, response: { 200: SignInResult } } },
    async (request, reply) => {
      noStore(reply);
      return signInWithAssertion(app, request, ssoKey, { assertion: request.body.assertion, lang: pickLang(request.body.lang, request.lang) });
    },
  );
}
