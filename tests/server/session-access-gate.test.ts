// The limited-access gate (ACCESS_LOGIN and ACCESS_PASSWORD): user-side calls refused until /auth sets its
// signed cookie, wrong credentials, the per-IP limit on gate logins, and everything open with the gate off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import { get, nextIp } from './session-fixtures';
import { openApp } from './user-session';

describe('limited-access gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp({ ACCESS_LOGIN: 'preview', ACCESS_PASSWORD: 's3cret pass' });
  });
  afterAll(() => t.close());

  const login = (body: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/user-side/auth', payload: body as object, remoteAddress: ip });

  it('blocks user-side calls with 403 AccessDenied until the gate is passed', async () => {
    for (const [method, url] of [
      ['GET', '/api/user-side/getUserData'],
      ['POST', '/api/user-side/loginUserByPhone'],
      ['GET', '/api/user-side/checkUserSession?x=1'],
      // The router decodes the path: an encoded one reaches the same handlers and is gated the same.
      ['POST', '/api/user%2Dside/loginUserByPhone'],
      ['GET', '/api/u%73er-side/getUserData'],
      ['GET', '/api/user-side/getOwner/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { phone: '37060000000' } : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error_code).toBe('AccessDenied');
    }
    // getSettings and the gate itself stay open (getSettings belongs to another module, so only "not 403").
    expect((await get(t, '/api/user-side/getSettings')).statusCode).not.toBe(403);
    expect((await get(t, '/api/touchSession')).statusCode).toBe(200);
    // Apple's cross-site form POST arrives without the gate's cookie; what it leads to stays gated.
    expect((await t.app.inject({ method: 'POST', url: '/api/user-side/auth/apple', payload: {} })).statusCode).not.toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/user-side/connectAppleUser', payload: { code: 'x' } })).statusCode).toBe(403);
  });

  it('answers 403 AccessDenied for wrong credentials and 400 for missing ones', async () => {
    for (const body of [
      { login: 'preview', pass: 'wrong' },
      { login: 'other', pass: 's3cret pass' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error_code).toBe('AccessDenied');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const missing = await login({ login: '  ', pass: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 'ValidationError', field: 'login' });
  });

  it('sets a signed httpOnly cookie that opens the user-side calls', async () => {
    const res = await login({ login: ' preview ', pass: 's3cret pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^access=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = res.cookies.find((c) => c.name === 'access')!;

    const open = await t.app.inject({ method: 'GET', url: '/api/user-side/getUserData', cookies: { access: cookie.value } });
    expect(open.statusCode).toBe(401);

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user-side/getUserData',
      cookies: { access: `${cookie.value.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('limits gate logins per IP address', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await login({ login: 'preview', pass: `guess${i}` }, ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('gate off', () => {
  it('lets everything through and accepts /auth as a no-op', async () => {
    const t = await openApp();
    try {
      expect((await get(t, '/api/user-side/getUserData')).statusCode).toBe(401);
      const res = await t.app.inject({ method: 'POST', url: '/api/user-side/auth', payload: { login: 'a', pass: 'b' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
