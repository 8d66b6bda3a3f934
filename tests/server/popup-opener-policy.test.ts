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
    t = await createTestApp({ STATIC_DIR: staticDir });
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
});
