// Social sign-in's providers: the built-in fake provider (routes/dev-oauth.ts) that the real provider clients
// exchange codes with in-process, its consent page and refusals, and which providers settings.social lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { TestApp } from './helpers';
import { CALLBACK, consentQuery, errorOf, openSocialApp, person, PUBLIC_URL } from './social-fixtures';
import { openApp } from './user-session';

let t: TestApp;
beforeAll(async () => {
  t = await openSocialApp();
});
afterAll(() => t.close());

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
