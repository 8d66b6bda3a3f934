// The limited-access gate (docs/product.md section 2, "limited-access page"): while ACCESS_LOGIN is set,
// visitors must pass POST /auth, which sets the signed `access` cookie checked here.
// @fastify/cookie has no secret configured, so the cookie carries its own HMAC made with the JWT key.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'access';
const ACCESS_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * Calls under /api/user-side that stay open while the gate is closed. auth/apple is Apple's cross-site
 * form POST, which carries no SameSite=strict cookie; the connect call that follows it is gated.
 */
const OPEN_CALLS = new Set(['getSettings', 'auth', 'translations', 'auth/apple']);

export function gateEnabled(app: FastifyInstance): boolean {
  return Boolean(app.config.ACCESS_LOGIN);
}

// Binds the cookie to the current credentials: changing them locks out earlier visitors.
function cookieValue(app: FastifyInstance): string {
  const mac = createHmac('sha256', app.authSecret)
    .update(`access-gate\n${app.config.ACCESS_LOGIN}\n${app.config.ACCESS_PASSWORD}`)
    .digest('base64url');
  return `v1.${mac}`;
}

function safeEqual(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never throws and length does not leak.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export function hasAccess(app: FastifyInstance, request: FastifyRequest): boolean {
  if (!gateEnabled(app)) return true;
  const value = request.cookies?.[ACCESS_COOKIE];
  return typeof value === 'string' && safeEqual(value, cookieValue(app));
}

export function credentialsMatch(app: FastifyInstance, login: string, pass: string): boolean {
  // Both comparisons always run, so a right login with a wrong password takes as long as neither.
  const loginOk = safeEqual(login, app.config.ACCESS_LOGIN);
  const passOk = safeEqual(pass, app.config.ACCESS_PASSWORD);
  return gateEnabled(app) && loginOk && passOk;
}

export function grantAccess(app: FastifyInstance, reply: FastifyReply): void {
  void reply.setCookie(ACCESS_COOKIE, cookieValue(app), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.production,
    maxAge: ACCESS_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * True for the user-side calls the gate blocks. `route` is the route the router matched (its pattern, e.g.
 * `/api/user-side/getOwner/:id`), never the raw URL: the router decodes the path before matching, so a
 * prefix test on the URL let `/api/user%2Dside/...` reach the same handlers ungated.
 */
export function gatedRoute(route: string | undefined): boolean {
  const prefix = '/api/user-side/';
  if (!route?.startsWith(prefix)) return false;
  return !OPEN_CALLS.has(route.slice(prefix.length).replace(/\/\*$/, '').replace(/\/+$/, ''));
}
