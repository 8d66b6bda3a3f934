// Turns a verified user into a session and a token: every sign-in path (SMS code, social, customer id) ends here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInResult } from '../../../contract';
import type { UserRow } from '../members/users';
import { createSession } from './sessions';
import { signToken } from './tokens';

export async function signIn(app: FastifyInstance, request: FastifyRequest, user: UserRow): Promise<SignInResult> {
  const session = await createSession(app.db, user.id, app.config.SESSION_IDLE_SECONDS, request.headers['user-agent']);
  const token = await signToken(app.authSecret, { userId: user.id, sessionId: session.id }, app.config.TOKEN_TTL_SECONDS);
  const initialized = user.termsAcceptedAt !== null;
  // A new user's next stop is accepting the terms (POST /acceptTerms), before the dashboard.
  return initialized ? { token, user_initialized: true } : { token, user_initialized: false, redirect_route_name: 'terms-and-conditions' };
}
