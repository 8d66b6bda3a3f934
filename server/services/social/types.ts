// What every social provider client answers, the shared HTTP helpers (10 s timeout, JSON, form posts)
// and the provider's error: any failure of a provider becomes 400 SocialSignInFailed with a readable message.
import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '../../../contract';
import { AppError, badRequest } from '../../errors';

export interface ExchangeInput {
  code?: string;
  /** Facebook: a user access token instead of a code. */
  token?: string;
  id_token?: string;
  redirect_uri: string;
  /** PKCE: the secret whose hash the dialog request carried. */
  code_verifier?: string;
  /** OpenID: the value the dialog request carried, which the id token must repeat. */
  nonce?: string;
  /** Apple: the name from the first authorization's `user` JSON. */
  first_name?: string;
  last_name?: string;
}

export interface SocialProfile {
  externalUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
  /** Provider ids of the person's friends who use this app (Facebook); empty elsewhere. */
  friendExternalIds: string[];
}

export interface SocialClient {
  exchange(input: ExchangeInput): Promise<SocialProfile>;
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export const PROVIDER_TIMEOUT_MS = 10_000;

export const PROVIDER_LABEL: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};

/** A provider refused or failed; the message says why in plain words. */
export class ProviderError extends Error {}

export const signInFailed = (provider: SocialProvider, reason: string) =>
  badRequest('SocialSignInFailed', `Signing in with ${PROVIDER_LABEL[provider]} did not work (${reason}). Please try again.`);

export const notConfigured = (provider: SocialProvider) =>
  new AppError(404, 'ProviderNotConfigured', `Signing in with ${PROVIDER_LABEL[provider]} is not available here.`);

/**
 * fetch with the provider timeout. With OAUTH_FAKE_PROVIDERS, calls to the built-in fake provider
 * (routes/dev-oauth.ts) are answered in-process through app.inject: the same client code runs, and it
 * works whether or not PUBLIC_URL is reachable from the server itself (tests have no socket at all).
 */
export function providerFetch(app: FastifyInstance): Fetch {
  const fakeBase = `${app.config.PUBLIC_URL}/api/dev/oauth/`;
  return async (url, init = {}) => {
    if (app.config.OAUTH_FAKE_PROVIDERS && !app.config.production && url.startsWith(fakeBase)) {
      const target = new URL(url);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: target.pathname + target.search,
        headers,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    }
    return fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  };
}

type Json = Record<string, unknown>;

const describeError = (body: Json): string | null => {
  const error = body.error;
  if (typeof error === 'string') return typeof body.error_description === 'string' ? `${error}: ${body.error_description}` : error;
  if (error && typeof error === 'object' && typeof (error as Json).message === 'string') return (error as Json).message as string;
  return null;
};

/** Sends a request and answers its JSON object; non-2xx, timeouts and non-JSON become a ProviderError. */
export async function requestJson(fetchFn: Fetch, url: string, init: RequestInit = {}): Promise<Json> {
  let res: Response;
  try {
    res = await fetchFn(url, { ...init, headers: { accept: 'application/json', ...(init.headers as Record<string, string>) } });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new ProviderError(timedOut ? 'the provider did not answer in time' : 'the provider could not be reached');
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON: reported below.
  }
  const json = body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : null;
  if (!res.ok) throw new ProviderError(json ? (describeError(json) ?? `HTTP ${res.status}`) : `HTTP ${res.status}`);
  if (!json) throw new ProviderError('the provider answered something unexpected');
  return json;
}

export const postForm = (fetchFn: Fetch, url: string, form: Record<string, string>) =>
  requestJson(fetchFn, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** An OpenID Connect identity (userinfo answer or id_token claims) as a profile; names come from wherever the provider puts them. */
export function openIdProfile(claims: Json, names: { first: unknown; last: unknown; picture?: unknown }, what: string): SocialProfile {
  const sub = str(claims.sub);
  if (!sub) throw new ProviderError(`${what} has no account id`);
  return {
    externalUserId: sub,
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: str(names.first),
    lastName: str(names.last),
    pictureUrl: str(names.picture),
    friendExternalIds: [],
  };
}

/** The form of an authorization-code token request; the PKCE verifier goes along when the app sent one. */
export function tokenRequest(input: ExchangeInput, fields: { code: string; client_id: string; client_secret: string }): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    ...fields,
    redirect_uri: input.redirect_uri,
    ...(input.code_verifier ? { code_verifier: input.code_verifier } : {}),
  };
}

export function requireCode(input: ExchangeInput): string {
  if (!input.code) throw new ProviderError('no authorization code was given');
  return input.code;
}
