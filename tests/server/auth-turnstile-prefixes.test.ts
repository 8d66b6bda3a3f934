// Sign-in by phone behind Turnstile and allowed phone prefixes: a code only for a token the (local, fake)
// Turnstile verifier accepts, and for phones of the prefixes ALLOWED_PHONE_PREFIXES lists.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, nextPhone, requestCode } from './auth-fixtures';
import type { TestApp } from './helpers';
import { openApp } from './user-session';

describe('Turnstile and allowed phone prefixes', () => {
  let t: TestApp;
  let verifier: Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        res.setHeader('content-type', 'application/json');
        const ok = form.get('secret') === 'turnstile-secret' && form.get('response') === 'good-token';
        res.end(JSON.stringify({ success: ok, 'error-codes': ok ? [] : ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    t = await openApp({
      TURNSTILE_SECRET: 'turnstile-secret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
      ALLOWED_PHONE_PREFIXES: '370, 371',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it('sends a code when the Turnstile token verifies', async () => {
    const ip = nextIp();
    const res = await requestCode(t, { phone: nextPhone(), name: 'A', surname: 'B', turnstileToken: 'good-token' }, ip);
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)?.get('remoteip')).toBe(ip);
  });

  it('answers TurnstileFailed for a wrong or missing token', async () => {
    for (const turnstileToken of ['bad-token', undefined]) {
      const phone = nextPhone();
      const res = await requestCode(t, { phone, name: 'A', surname: 'B', turnstileToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('TurnstileFailed');
      expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json()).toEqual([]);
    }
  });

  it('refuses sign-up from a phone prefix that is not allowed', async () => {
    const res = await requestCode(t, { phone: '4915112345678', name: 'A', surname: 'B', turnstileToken: 'good-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('CountryPhonePrefixIsNotAllowed');
    const allowed = await requestCode(t, { phone: '37112345678', name: 'A', surname: 'B', turnstileToken: 'good-token' });
    expect(allowed.statusCode).toBe(200);
  });
});
