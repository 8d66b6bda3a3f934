// Social sign-in and sign-up against the built-in fake provider (routes/dev-oauth.ts): new and returning
// members, Apple's form_post redirect, and a code bound to the sign-in that asked for it (PKCE and nonce).
// The real provider clients exchange codes and read profiles from it in-process, so every path below is
// the production one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestApp } from './helpers';
import { APPLE_REDIRECT, CALLBACK, consentQuery, errorOf, openSocialApp, person, PKCE_VERIFIER, PUBLIC_URL, socialClient } from './social-fixtures';
import { api } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openSocialApp();
});
afterAll(() => t.close());

const { codeFor, connect, signUpWith, userOf } = socialClient(() => t);

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
