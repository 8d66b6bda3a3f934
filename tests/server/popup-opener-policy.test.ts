// Social sign-in popups go to the provider's own origin and come back: the app may open them and keep
// them (COOP same-origin-allow-popups), and the popup's own pages send no COOP, which would cut them off.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('Cross-Origin-Opener-Policy', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'coop-'));
    for (const page of ['index.html', 'oauth-callback.html', 'oauth-dummy.html']) writeFileSync(path.join(staticDir, page), `<!doctype html><title>${page}</title>`);
    // The fake provider in this same server and origin, as README's `OAUTH_FAKE_PROVIDERS=true npm start` has it.
    t = await createTestApp({ STATIC_DIR: staticDir, OAUTH_FAKE_PROVIDERS: 'true' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/en/sign-in', '/en/dashboard?x=1'])('the app at %s keeps the popups it opens', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it.each(['/oauth-dummy.html', '/oauth-callback.html?code=c&state=s'])('the popup page %s sends none', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>oauth-');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("Apple's form_post redirect sends none either (COOP on a redirect counts too)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-side/auth/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=c1&state=s1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("the in-process fake provider's consent page and its answer send none: the popup stays the app's", async () => {
    const redirect = encodeURIComponent('http://localhost:8080/oauth-callback.html');
    const clientId = t.app.config.socialProviders.google!.clientId;
    const consent = await t.app.inject({
      method: 'GET',
      url: `/api/dev/oauth/google/authorize?client_id=${clientId}&redirect_uri=${redirect}&response_type=code&state=s1&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&nonce=n1`,
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.headers['content-type']).toMatch(/text\/html/);
    expect(consent.headers['cross-origin-opener-policy']).toBeUndefined();
    const answer = await t.app.inject({ method: 'GET', url: `/api/dev/oauth/google/consent?client_id=${clientId}&redirect_uri=${redirect}&state=s1&action=cancel` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
