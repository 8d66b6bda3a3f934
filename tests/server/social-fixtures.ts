// What the social sign-in tests share (social-providers, social-sign-in and social-linking.test.ts): an app
// with the built-in fake provider (routes/dev-oauth.ts), whose consent page gives the codes the real provider
// clients exchange in-process, and the calls that sign in and link with them.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SocialProvider } from '../../contract';
import { externalAccounts } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { openApp } from './user-session';

export const PUBLIC_URL = 'http://app.test';
export const CALLBACK = `${PUBLIC_URL}/oauth-callback.html`;
export const APPLE_REDIRECT = `${PUBLIC_URL}/api/user-side/auth/apple`;
const CALL = { google: 'connectGoogleUser', facebook: 'connectFacebookUser', linkedin: 'connectLinkedInUser', apple: 'connectAppleUser' };
export const DISCONNECT = { google: 'disconnectGoogleUser', facebook: 'disconnectFacebookUser', linkedin: 'disconnectLinkedInUser', apple: 'disconnectAppleUser' };

/** What the app sends with each sign-in: the PKCE secret and the OpenID nonce (their hash and value go to the dialog). */
export const PKCE_VERIFIER = 'pkce-verifier-of-this-sign-in-0123456789abcdef';
const NONCE = 'nonce-of-this-sign-in-42';
const BINDING = { code_verifier: PKCE_VERIFIER, nonce: NONCE };

/** The app each social test file opens in its beforeAll. */
export const openSocialApp = () =>
  openApp({ OAUTH_FAKE_PROVIDERS: 'true', PUBLIC_URL, SOCIAL_SIGN_INS_PER_IP_PER_10_MIN: '1000', USER_FRIENDS_ENABLED: 'true' });

let seq = 0;
const uniqueId = (p: string) => `${p}-${process.pid}-${++seq}`;

export interface Person {
  id: string;
  first?: string;
  last?: string;
  email?: string;
  friends?: string[];
}

export const person = (provider: string, extra: Partial<Person> = {}): Person => {
  const id = uniqueId(provider);
  return { id, first: 'Ann', last: 'Lee', email: `${id}@example.test`, ...extra };
};

export function consentQuery(provider: SocialProvider, who: Person, opts: { redirect?: string; state?: string; action?: string; nonce?: string } = {}) {
  return new URLSearchParams({
    code_challenge: createHash('sha256').update(PKCE_VERIFIER).digest('base64url'),
    nonce: opts.nonce ?? NONCE,
    client_id: `fake-${provider}`,
    redirect_uri: opts.redirect ?? (provider === 'apple' ? APPLE_REDIRECT : CALLBACK),
    state: opts.state ?? 'st-1',
    response_mode: provider === 'apple' ? 'form_post' : 'query',
    first_name: who.first ?? '',
    last_name: who.last ?? '',
    email: who.email ?? '',
    account_id: who.id,
    friends: (who.friends ?? []).join(','),
    action: opts.action ?? 'continue',
  });
}

export const errorOf = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, code: (res.json() as { error_code?: string }).error_code });

/** The calls of the app `app()` returns (opened in the test file's beforeAll). */
export function socialClient(app: () => TestApp) {
  /** A code as the consent page's "Continue" gives it (query mode). */
  async function codeFor(provider: Exclude<SocialProvider, 'apple'>, who: Person, redirect = CALLBACK): Promise<string> {
    const res = await app().app.inject({ method: 'GET', url: `/api/dev/oauth/${provider}/consent?${consentQuery(provider, who, { redirect })}` });
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('state')).toBe('st-1');
    return location.searchParams.get('code')!;
  }

  const connect = (provider: SocialProvider, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'POST', url: `/api/user-side/${CALL[provider]}`, headers, payload: { ...BINDING, ...payload } });

  async function signUpWith(provider: Exclude<SocialProvider, 'apple'>, who: Person) {
    const res = await connect(provider, { code: await codeFor(provider, who), redirect_uri: CALLBACK });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { body, headers: { authorization: `Bearer ${body.token as string}` } };
  }

  const userOf = async (provider: SocialProvider, externalUserId: string) => {
    const [row] = await app().database.db
      .select({ userId: externalAccounts.userId, status: externalAccounts.status })
      .from(externalAccounts)
      .where(and(eq(externalAccounts.provider, provider), eq(externalAccounts.externalUserId, externalUserId)));
    return row;
  };

  return { codeFor, connect, signUpWith, userOf };
}
