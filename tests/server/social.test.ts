// Social sign-in and linking against the built-in fake provider (routes/dev-oauth.ts): the real provider
// clients exchange codes and read profiles from it in-process, so every path below is the production one.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialProvider } from '../../contract';
import { loadConfig } from '../../server/config';
import { externalAccounts, friendships, users } from '../../server/db/schema';
import type { LogPushTransport } from '../../server/services/push/transport';
import type { TestApp } from './helpers';
import { api, createChallenge, openApp, signUpUser } from './user-session';

const PUBLIC_URL = 'http://app.test';
const CALLBACK = `${PUBLIC_URL}/oauth-callback.html`;
const APPLE_REDIRECT = `${PUBLIC_URL}/api/user-side/auth/apple`;
const CALL = { google: 'connectGoogleUser', facebook: 'connectFacebookUser', linkedin: 'connectLinkedInUser', apple: 'connectAppleUser' };
const DISCONNECT = { google: 'disconnectGoogleUser', facebook: 'disconnectFacebookUser', linkedin: 'disconnectLinkedInUser', apple: 'disconnectAppleUser' };

/** What the app sends with each sign-in: the PKCE secret and the OpenID nonce (their hash and value go to the dialog). */
const PKCE_VERIFIER = 'pkce-verifier-of-this-sign-in-0123456789abcdef';
const NONCE = 'nonce-of-this-sign-in-42';
const BINDING = { code_verifier: PKCE_VERIFIER, nonce: NONCE };

let t: TestApp;
beforeAll(async () => {
  t = await openApp({ OAUTH_FAKE_PROVIDERS: 'true', PUBLIC_URL, SOCIAL_SIGN_INS_PER_IP_PER_10_MIN: '1000', USER_FRIENDS_ENABLED: 'true' });
});
afterAll(() => t.close());

let seq = 0;
const uniqueId = (p: string) => `${p}-${process.pid}-${++seq}`;

interface Person {
  id: string;
  first?: string;
  last?: string;
  email?: string;
  friends?: string[];
}

const person = (provider: string, extra: Partial<Person> = {}): Person => {
  const id = uniqueId(provider);
  return { id, first: 'Ann', last: 'Lee', email: `${id}@example.test`, ...extra };
};

function consentQuery(provider: SocialProvider, who: Person, opts: { redirect?: string; state?: string; action?: string; nonce?: string } = {}) {
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

/** A code as the consent page's "Continue" gives it (query mode). */
async function codeFor(provider: Exclude<SocialProvider, 'apple'>, who: Person, redirect = CALLBACK): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/oauth/${provider}/consent?${consentQuery(provider, who, { redirect })}` });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.searchParams.get('state')).toBe('st-1');
  return location.searchParams.get('code')!;
}

const connect = (provider: SocialProvider, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/user-side/${CALL[provider]}`, headers, payload: { ...BINDING, ...payload } });

async function signUpWith(provider: Exclude<SocialProvider, 'apple'>, who: Person) {
  const res = await connect(provider, { code: await codeFor(provider, who), redirect_uri: CALLBACK });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { body, headers: { authorization: `Bearer ${body.token as string}` } };
}

const userOf = async (provider: SocialProvider, externalUserId: string) => {
  const [row] = await t.database.db
    .select({ userId: externalAccounts.userId, status: externalAccounts.status })
    .from(externalAccounts)
    .where(and(eq(externalAccounts.provider, provider), eq(externalAccounts.externalUserId, externalUserId)));
  return row;
};

const errorOf = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, code: (res.json() as { error_code?: string }).error_code });

describe('fake provider', () => {
  it('renders a consent page with a prefilled random account and no inline script', async () => {
    const q = new URLSearchParams({ client_id: 'fake-google', redirect_uri: CALLBACK, state: 'abc', scope: 'openid email profile', response_type: 'code' });
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/oauth/google/authorize?${q}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Sign in with Google (test provider)');
    for (const field of ['first_name', 'last_name', 'email', 'account_id', 'friends']) expect(res.body).toContain(`name="${field}"`);
    expect(res.body).toMatch(/value="continue"/);
    expect(res.body).toMatch(/value="cancel"/);
    expect(res.body).not.toMatch(/<script(?![^>]*src=)/);
    expect(String(res.headers['content-security-policy'])).not.toContain("script-src 'unsafe-inline'");
    const again = await t.app.inject({ method: 'GET', url: `/api/dev/oauth/google/authorize?${q}` });
    const idOf = (html: string) => /id="account_id" name="account_id" value="([^"]+)"/.exec(html)?.[1];
    expect(idOf(res.body)).toBeTruthy();
    expect(idOf(again.body)).not.toBe(idOf(res.body));
  });

  it('refuses a relative redirect_uri and a wrong client id', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/dev/oauth/google/authorize?client_id=fake-google&redirect_uri=/oauth-callback.html' });
    expect(bad.statusCode).toBe(400);
    const js = await t.app.inject({ method: 'GET', url: '/api/dev/oauth/google/authorize?client_id=fake-google&redirect_uri=javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/dev/oauth/google/authorize?client_id=other&redirect_uri=${encodeURIComponent(CALLBACK)}` });
    expect(wrong.statusCode).toBe(400);
  });

  it('Cancel returns access_denied with the state', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dev/oauth/linkedin/consent?${consentQuery('linkedin', person('li'), { action: 'cancel', state: 'back-here' })}`,
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('back-here');
    expect(location.searchParams.get('code')).toBeNull();
  });
});

describe('sign-in and sign-up', () => {
  it('signs a new member up with Google, who then goes through the terms', async () => {
    const who = person('g', { first: 'Greta', last: 'Gale' });
    const { body, headers } = await signUpWith('google', who);
    expect(body).toMatchObject({ provider: 'google', status: 'connected', user_initialized: false, redirect_route_name: 'terms-and-conditions', friends_connected: 0 });
    const me = await api(t, { headers }).get('getUserData');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      user_initialized: false,
      name: 'Greta',
      surname: 'Gale',
      primary_phone: null,
      primary_email: who.email,
      email_confirmed: true,
      external_accounts: { google: 'connected', facebook: 'never', linkedin: 'never', apple: 'never' },
    });
    const accept = await api(t, { headers }).post('acceptTerms');
    expect(accept.body).toEqual({ success: true, showWelcomeScreen: true });
  });

  it('signs the same member in again with the same account', async () => {
    const who = person('g');
    const first = await signUpWith('google', who);
    const firstUser = await userOf('google', who.id);
    await api(t, first).post('acceptTerms');
    const second = await signUpWith('google', who);
    expect(second.body.token).not.toBe(first.body.token);
    expect(second.body).toMatchObject({ user_initialized: true, provider: 'google' });
    expect((await userOf('google', who.id))!.userId).toBe(firstUser!.userId);
    const me = await api(t, second).get('getUserData');
    expect(me.body.referral_id).toBe((await api(t, first).get('getUserData')).body.referral_id);
  });

  it('keeps the language asked for at sign-up', async () => {
    const who = person('li');
    const res = await connect('linkedin', { code: await codeFor('linkedin', who), redirect_uri: CALLBACK, lang: 'lt' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, (await userOf('linkedin', who.id))!.userId));
    expect(row!.language).toBe('lt');
  });

  it('signs up with Apple through the form_post redirect and a verified id_token', async () => {
    const who = person('apple', { first: 'Ada', last: 'Apple' });
    const consent = await t.app.inject({ method: 'GET', url: `/api/dev/oauth/apple/consent?${consentQuery('apple', who, { state: 'apple-state' })}` });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain(`action="${APPLE_REDIRECT}"`);
    const fields = Object.fromEntries([...consent.body.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&quot;/g, '"')]));
    expect(Object.keys(fields).sort()).toEqual(['code', 'state', 'user']);

    const post = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/auth/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(post.statusCode, post.body).toBe(303);
    const location = new URL(post.headers.location as string, PUBLIC_URL);
    expect(location.pathname).toBe('/oauth-callback.html');
    const back = Object.fromEntries(location.searchParams);
    expect(back).toMatchObject({ provider: 'apple', code: fields.code, state: 'apple-state', first_name: 'Ada', last_name: 'Apple' });

    const res = await connect('apple', { code: back.code, first_name: back.first_name, last_name: back.last_name });
    expect(res.statusCode, res.body).toBe(200);
    const me = await api(t, { headers: { authorization: `Bearer ${res.json().token as string}` } }).get('getUserData');
    expect(me.body).toMatchObject({ name: 'Ada', surname: 'Apple', primary_email: who.email });
    expect(me.body.external_accounts.apple).toBe('connected');
    expect((await userOf('apple', who.id))!.status).toBe('connected');
  });

  it('passes Apple errors on to the callback page', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/auth/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=user_cancelled_authorize&state=s9',
    });
    expect(post.statusCode).toBe(303);
    const back = new URL(post.headers.location as string, PUBLIC_URL).searchParams;
    expect(back.get('error')).toBe('user_cancelled_authorize');
    expect(back.get('state')).toBe('s9');
  });
});

describe('linking while signed in', () => {
  it('links Facebook, befriends the members among its friends and tells both sides', async () => {
    const friendA = person('fb');
    const friendB = person('fb');
    await signUpWith('facebook', friendA);
    await signUpWith('facebook', friendB);
    const member = await signUpUser(t, 'Linker');
    await t.app.inject({ method: 'POST', url: '/api/user-side/savePushToken', headers: member.headers, payload: { token: 'tok-linker', user_agent: 'test' } });

    const mine = person('fb', { friends: [friendA.id, friendB.id, 'fb-not-a-member'] });
    const res = await connect('facebook', { code: await codeFor('facebook', mine), redirect_uri: CALLBACK }, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ provider: 'facebook', status: 'connected', friends_connected: 2 });

    const idA = (await userOf('facebook', friendA.id))!.userId;
    const idB = (await userOf('facebook', friendB.id))!.userId;
    const rows = await t.database.db.select().from(friendships);
    for (const other of [idA, idB]) {
      expect(rows).toContainEqual(expect.objectContaining({ userId: member.id, friendUserId: other }));
      expect(rows).toContainEqual(expect.objectContaining({ userId: other, friendUserId: member.id }));
    }
    const friends = await api(t, member).get('getUserFriends');
    expect(friends.body.map((f: { id: number }) => f.id).sort()).toEqual([idA, idB].sort());

    await new Promise((r) => setTimeout(r, 200));
    const pushes = (t.app.push.transport as LogPushTransport).messages.filter((m) => m.tokens.includes('tok-linker'));
    expect(pushes.length).toBe(2);
    expect(pushes[0]!.message).toMatchObject({ kind: 'new_friend' });

    const status = await api(t, member).get('getUserData');
    expect(status.body.external_accounts).toMatchObject({ facebook: 'connected', google: 'never' });

    // The same account again is fine and connects nobody new.
    const again = await connect('facebook', { code: await codeFor('facebook', mine), redirect_uri: CALLBACK }, member.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().friends_connected).toBe(0);
    expect(again.json().token).toBeUndefined();
  });

  it('completes the connect_google challenge', async () => {
    const challenge = await createChallenge(t, { type: 'connect_google', points: 15 });
    const member = await signUpUser(t);
    const c = api(t, member);
    expect((await c.accept(challenge.id)).status).toBe(200);
    const res = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((await c.get(`getUserChallenge/${challenge.id}`)).body.state).toBe('completed');
  });

  it('replays an Idempotency-Key of a signed-in call', async () => {
    const member = await signUpUser(t);
    const payload = { code: await codeFor('linkedin', person('li')), redirect_uri: CALLBACK };
    const headers = { ...member.headers, 'idempotency-key': 'link-li-1' };
    const first = await connect('linkedin', payload, headers);
    const second = await connect('linkedin', payload, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('does not sign anyone up when the token sent along is not valid', async () => {
    const res = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, { authorization: 'Bearer nonsense' });
    expect(res.statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('OtherUserIsConnectedWithSameExternalAccount: the account belongs to another member', async () => {
    const who = person('g');
    await signUpWith('google', who);
    const member = await signUpUser(t);
    const res = await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK }, member.headers);
    expect(errorOf(res)).toEqual({ status: 409, code: 'OtherUserIsConnectedWithSameExternalAccount' });
  });

  it('UserIsConnectedWithOtherExternalAccount: the member has another account of the provider', async () => {
    const member = await signUpUser(t);
    const ok = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, member.headers);
    expect(ok.statusCode).toBe(200);
    const res = await connect('google', { code: await codeFor('google', person('g')), redirect_uri: CALLBACK }, member.headers);
    expect(errorOf(res)).toEqual({ status: 409, code: 'UserIsConnectedWithOtherExternalAccount' });
  });

  it('OtherUserIsConnectedWithSameEmail: signing up would take a member\'s e-mail', async () => {
    const google = person('g');
    await signUpWith('google', google);
    const linkedin = person('li', { email: google.email!.toUpperCase() });
    const res = await connect('linkedin', { code: await codeFor('linkedin', linkedin), redirect_uri: CALLBACK });
    expect(errorOf(res)).toEqual({ status: 409, code: 'OtherUserIsConnectedWithSameEmail' });
    expect(await userOf('linkedin', linkedin.id)).toBeUndefined();
  });

  it('SocialSignInFailed: unknown, reused or misdirected codes and foreign tokens', async () => {
    const unknown = await connect('google', { code: 'made-up', redirect_uri: CALLBACK });
    expect(errorOf(unknown)).toEqual({ status: 400, code: 'SocialSignInFailed' });
    expect(unknown.json().message).toMatch(/Google/);

    const code = await codeFor('facebook', person('fb'));
    expect((await connect('facebook', { code, redirect_uri: CALLBACK })).statusCode).toBe(200);
    expect(errorOf(await connect('facebook', { code, redirect_uri: CALLBACK }))).toEqual({ status: 400, code: 'SocialSignInFailed' });

    const elsewhere = await codeFor('linkedin', person('li'));
    const misdirected = await connect('linkedin', { code: elsewhere, redirect_uri: `${PUBLIC_URL}/other` });
    expect(errorOf(misdirected)).toEqual({ status: 400, code: 'SocialSignInFailed' });

    expect(errorOf(await connect('facebook', { token: 'not-a-facebook-token' }))).toEqual({ status: 400, code: 'SocialSignInFailed' });
    expect(errorOf(await connect('apple', { code: 'made-up' }))).toEqual({ status: 400, code: 'SocialSignInFailed' });
  });

  it('disconnects, reconnects, and refuses to take away the last way to sign in', async () => {
    const member = await signUpUser(t);
    const who = person('g');
    await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK }, member.headers);
    const off = await api(t, member).post(DISCONNECT.google);
    expect(off).toEqual({ status: 200, body: { success: true, provider: 'google' } });
    expect((await api(t, member).get('getUserData')).body.external_accounts.google).toBe('disconnected');
    expect((await api(t, member).post(DISCONNECT.google)).status).toBe(200);
    const back = await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK }, member.headers);
    expect(back.statusCode, back.body).toBe(200);
    expect((await api(t, member).get('getUserData')).body.external_accounts.google).toBe('connected');

    // A member who signed up with Google has no phone: Google is the only way in until another account is linked.
    const socialOnly = await signUpWith('google', person('g'));
    const refused = await t.app.inject({ method: 'POST', url: `/api/user-side/${DISCONNECT.google}`, headers: socialOnly.headers });
    expect(errorOf(refused)).toEqual({ status: 409, code: 'LastSignInMethod' });
    await connect('facebook', { code: await codeFor('facebook', person('fb')), redirect_uri: CALLBACK }, socialOnly.headers);
    expect((await api(t, socialOnly).post(DISCONNECT.google)).status).toBe(200);
    expect(errorOf(await t.app.inject({ method: 'POST', url: `/api/user-side/${DISCONNECT.facebook}`, headers: socialOnly.headers }))).toEqual({
      status: 409,
      code: 'LastSignInMethod',
    });
  });

  it('an unlinked account is free: another member may link it, and it no longer signs its old member in', async () => {
    const first = await signUpUser(t);
    const who = person('li', { email: undefined });
    await connect('linkedin', { code: await codeFor('linkedin', who), redirect_uri: CALLBACK }, first.headers);
    await api(t, first).post(DISCONNECT.linkedin);

    // Signed out, the unlinked account signs someone new up rather than into the member who let it go.
    await signUpWith('linkedin', who);
    const owner = (await userOf('linkedin', who.id))!;
    expect(owner.userId).not.toBe(first.id);
    expect((await api(t, first).get('getUserData')).body.external_accounts.linkedin).toBe('never');

    const second = await signUpUser(t);
    const other = person('li');
    await connect('linkedin', { code: await codeFor('linkedin', other), redirect_uri: CALLBACK }, first.headers);
    expect((await api(t, first).post(DISCONNECT.linkedin)).status).toBe(200);
    const taken = await connect('linkedin', { code: await codeFor('linkedin', other), redirect_uri: CALLBACK }, second.headers);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await userOf('linkedin', other.id))!).toEqual({ userId: second.id, status: 'connected' });
  });

  it('a deactivated member cannot sign in with a linked account', async () => {
    const who = person('g');
    await signUpWith('google', who);
    const { userId } = (await userOf('google', who.id))!;
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
    const res = await connect('google', { code: await codeFor('google', who), redirect_uri: CALLBACK });
    expect(errorOf(res)).toEqual({ status: 403, code: 'UserDeactivated' });
  });

  it('disconnecting needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/user-side/${DISCONNECT.apple}` })).statusCode).toBe(401);
  });
});

describe('a code is bound to the sign-in that asked for it (PKCE and nonce)', () => {
  const failed = { status: 400, code: 'SocialSignInFailed' };

  it.each(['google', 'facebook', 'linkedin'] as const)('%s: refuses a code without the PKCE verifier of its dialog request', async (provider) => {
    const wrongVerifier = await connect(provider, { code: await codeFor(provider, person(provider)), redirect_uri: CALLBACK, code_verifier: 'x'.repeat(43) });
    expect(errorOf(wrongVerifier)).toEqual(failed);
    const noVerifier = await connect(provider, { code: await codeFor(provider, person(provider)), redirect_uri: CALLBACK, code_verifier: undefined });
    expect(errorOf(noVerifier)).toEqual(failed);
  });

  it.each(['google', 'linkedin'] as const)('%s: refuses an id token issued for another nonce, or a call without one', async (provider) => {
    const who = person(provider);
    const other = await connect(provider, { code: await codeFor(provider, who), redirect_uri: CALLBACK, nonce: 'someone-elses-nonce-123' });
    expect(errorOf(other)).toEqual(failed);
    const none = await connect(provider, { code: await codeFor(provider, who), redirect_uri: CALLBACK, nonce: undefined });
    expect(errorOf(none)).toEqual(failed);
    expect(await userOf(provider, who.id)).toBeUndefined();
  });

  it('Apple: refuses an id token issued for another nonce', async () => {
    const who = person('apple');
    const consent = await t.app.inject({ method: 'GET', url: `/api/dev/oauth/apple/consent?${consentQuery('apple', who, { nonce: 'the-attackers-nonce-1' })}` });
    const code = /name="code" value="([^"]+)"/.exec(consent.body)?.[1];
    expect(code).toBeTruthy();
    expect(errorOf(await connect('apple', { code }))).toEqual(failed);
    expect(await userOf('apple', who.id)).toBeUndefined();
  });

  it('the dialog request must use S256, never the plain method', async () => {
    const q = new URLSearchParams({ client_id: 'fake-google', redirect_uri: CALLBACK, code_challenge: PKCE_VERIFIER, code_challenge_method: 'plain' });
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/oauth/google/authorize?${q}` })).statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('lists the fake providers in settings.social', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getSettings' });
    const social = res.json().social;
    expect(Object.keys(social).sort()).toEqual(['apple', 'facebook', 'google', 'linkedin']);
    expect(social.google).toEqual({
      client_id: 'fake-google',
      dialog_url: `${PUBLIC_URL}/api/dev/oauth/google/authorize`,
      scope: 'openid email profile',
      response_mode: 'query',
    });
    expect(social.apple).toMatchObject({ client_id: 'fake-apple', scope: 'name email', response_mode: 'form_post' });
    expect(social.facebook.scope).toBe('public_profile,email,user_friends');
    expect(social.linkedin.scope).toBe('openid profile email');
  });

  it('lists only configured providers, and the others answer ProviderNotConfigured', async () => {
    const other = await openApp({ GOOGLE_CLIENT_ID: 'real-google-id', GOOGLE_CLIENT_SECRET: 'shh', FB_APP_ID: 'id-without-secret' });
    try {
      const social = (await other.app.inject({ method: 'GET', url: '/api/user-side/getSettings' })).json().social;
      expect(social).toEqual({
        google: { client_id: 'real-google-id', dialog_url: 'https://accounts.google.com/o/oauth2/v2/auth', scope: 'openid email profile', response_mode: 'query' },
      });
      const res = await other.app.inject({ method: 'POST', url: '/api/user-side/connectFacebookUser', payload: { code: 'x' } });
      expect(errorOf(res)).toEqual({ status: 404, code: 'ProviderNotConfigured' });
      expect((await other.app.inject({ method: 'GET', url: '/api/dev/oauth/google/authorize' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('refuses the fake providers in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PARTNER_API_KEY: 'k'.repeat(32), OAUTH_FAKE_PROVIDERS: 'true' })).toThrow(/OAUTH_FAKE_PROVIDERS/);
  });
});
