// Social sign-in and linking (services/social/connect.ts): POST /connect{Provider}User works signed in
// (links) and signed out (signs in or up); /disconnect{Provider}User unlinks; POST /auth/apple takes
// Apple's form_post and sends the popup on to the callback page. Registered with prefix /api/user-side.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../contract/safe';
import {
  CONNECT_CALL,
  ConnectSocialBody,
  ConnectSocialResult,
  DISCONNECT_CALL,
  DisconnectSocialResult,
  OAUTH_CALLBACK_PATH,
  SOCIAL_PROVIDERS,
} from '../../contract';
import { socialClients } from '../services/social/clients';
import { connectSocial, disconnectSocial } from '../services/social/connect';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Apple's form_post (application/x-www-form-urlencoded). */
const AppleFormPost = z.object({
  code: text(4096).optional(),
  id_token: text(8192).optional(),
  state: text(2000).optional(),
  /** JSON, only on the first authorization: {"name":{"firstName","lastName"},"email"}. */
  user: text(2000).optional(),
  error: text(200).optional(),
});

function appleName(user: string | undefined): { first_name?: string; last_name?: string } {
  if (!user) return {};
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } })?.name;
    const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined);
    return { first_name: pick(name?.firstName), last_name: pick(name?.lastName) };
  } catch {
    return {};
  }
}

export default async function socialRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const clients = socialClients(app);
  const rateLimit = { max: app.config.SOCIAL_SIGN_INS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' };

  // With a token the call links, so a bad or expired token is an error (401/419), never a silent sign-up.
  const sessionIfAny = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await app.requireUser(request, reply);
  };

  for (const provider of SOCIAL_PROVIDERS) {
    // Idempotency-Key applies to signed-in calls (keys are per member). Signed out there is nobody to
    // scope a key to, and the answer holds a new session token, which is not kept; a repeat runs again
    // and the provider refuses the used code (SocialSignInFailed), so nobody is signed up twice.
    app.post(
      `/${CONNECT_CALL[provider]}`,
      {
        onRequest: sessionIfAny,
        config: { idempotent: true, rateLimit },
        schema: { body: ConnectSocialBody, response: { 200: ConnectSocialResult } },
      },
      async (request, reply) => {
        noStore(reply);
        return connectSocial(app, request, clients, provider, request.body);
      },
    );

    app.post(
      `/${DISCONNECT_CALL[provider]}`,
      { onRequest: app.requireUser, config: { idempotent: true }, schema: { response: { 200: DisconnectSocialResult } } },
      async (request) => disconnectSocial(app, request.user!.id, provider),
    );
  }

  // Apple posts the authorization here; its own content-type parser keeps urlencoded bodies off every other route.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 32 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/auth/apple',
      { config: { rateLimit }, schema: { hide: true, body: AppleFormPost } },
      async (request, reply) => {
        const { code, id_token, state, user, error } = request.body;
        const query = new URLSearchParams({ provider: 'apple' });
        const fields = { code, state, id_token, ...appleName(user), ...(error || !code ? { error: error ?? 'invalid_request' } : {}) };
        for (const [key, value] of Object.entries(fields)) if (value) query.set(key, value);
        noStore(reply);
        return reply.redirect(`${OAUTH_CALLBACK_PATH}?${query.toString()}`, 303);
      },
    );
  });
}
