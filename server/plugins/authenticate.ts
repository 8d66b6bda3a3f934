// Bearer tokens and session rows: app.requireUser / app.optionalUser preHandlers, request.user,
// the SMS transport with its dev outbox, and the limited-access gate on /api/user-side.
// A route opts out of renewing the idle expiry with `config: { extendSession: false }` (checkUserSession).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, sessionExpired, unauthorized } from '../errors';
import { gatedRoute, hasAccess } from '../services/auth/access-gate';
import { loadJwtSecret } from '../services/auth/secret';
import { secretBox, type SecretBox } from '../services/auth/secret-box';
import { findSession, touchSession, type SessionState } from '../services/auth/sessions';
import { bearerToken, verifyToken } from '../services/auth/tokens';
import sms from '../services/sms/plugin';
import type { AuthUser } from '../types';

declare module 'fastify' {
  interface FastifyInstance {
    /** HS256 key of tokens, SMS code hashes and the access cookie (services/auth/secret.ts). */
    authSecret: Buffer;
    /** Seals secrets the server stores and reads back (services/auth/secret-box.ts). */
    secrets: SecretBox;
    /** The session behind a request's token; throws 401/419 like requireUser, null without a token. */
    resolveSession: (request: FastifyRequest) => Promise<SessionState | null>;
  }
  interface FastifyContextConfig {
    /** False keeps the idle expiry as it is (checkUserSession must not extend what it reports). */
    extendSession?: boolean;
  }
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionState | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await verifyToken(app.authSecret, token);
  if (!claims) throw unauthorized('Your sign-in is not valid any more. Please sign in again.');
  const session = await findSession(app.db, claims.sessionId, claims.userId);
  if (!session || session.expiresAt.getTime() <= Date.now()) throw sessionExpired();
  if (session.userDeactivated) throw unauthorized('This account is deactivated.');
  return session;
}

async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const session = await resolveSession(app, request);
  if (!session) throw unauthorized();
  if (request.routeOptions.config?.extendSession !== false) {
    await touchSession(app.db, session, app.config.SESSION_IDLE_SECONDS);
  }
  return { id: session.userId, sessionId: session.id };
}

export default fp(
  async (app) => {
    app.decorate('authSecret', loadJwtSecret(app.config));
    app.decorate('secrets', secretBox(app.authSecret));
    await app.register(sms);

    app.decorateRequest('user', null);
    app.decorate('resolveSession', (request: FastifyRequest) => resolveSession(app, request));

    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await authenticateRequest(app, request);
    });

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      try {
        request.user = bearerToken(request.headers.authorization) ? await authenticateRequest(app, request) : null;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.user = null;
      }
    });


    app.addHook('onRequest', async (request) => {
      if (gatedRoute(request.routeOptions.url) && !hasAccess(app, request)) {
        throw new AppError(403, 'AccessDenied', 'This programme is open to invited visitors only. Please sign in first.');
      }
    });
  },
  { name: 'authenticate', dependencies: [] },
);
