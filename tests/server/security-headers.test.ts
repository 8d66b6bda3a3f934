// The Content-Security-Policy names only hosts that are configured; a Permissions-Policy goes with it.
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { FIRST_PAINT_SCRIPT_SOURCE } from '../../server/plugins/first-paint';

async function headersWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getSettings' });
    return { csp: String(res.headers['content-security-policy']), permissions: String(res.headers['permissions-policy']), all: res.headers };
  } finally {
    await t.close();
  }
}

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('allow no outside host when nothing is configured, and limit the app to the location', async () => {
    const { csp, permissions, all } = await headersWith({});
    expect(all).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-site',
    });
    expect(all['strict-transport-security']).toBeUndefined(); // sent in production only
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE}`);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(csp).not.toMatch(/google|gstatic|cloudflare/);
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('camera=()');
  });

  it('add Turnstile, push and the providers picture hosts once they are configured', async () => {
    const { csp } = await headersWith({
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET: 'secret',
      FIREBASE_WEB_CONFIG: '{"apiKey":"k","projectId":"p","appId":"a","messagingSenderId":"1"}',
      FIREBASE_VAPID_KEY: 'vapid',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE} https://challenges.cloudflare.com`);
    expect(directive(csp, 'connect-src')).toContain('https://fcmregistrations.googleapis.com');
    expect(directive(csp, 'connect-src')).not.toContain('https:;');
    expect(directive(csp, 'img-src')).toContain('https://*.googleusercontent.com');
    expect(directive(csp, 'img-src')).not.toContain('fbcdn');
  });
});

describe('optional scripts (docs/product.md section 7)', () => {
  it('name no maps, analytics or Sentry host until each is configured', async () => {
    const { csp } = await headersWith({});
    expect(csp).not.toMatch(/googleapis|gstatic|googletagmanager|google-analytics|sentry|unsafe-eval/);
  });

  it("allow Google's hosts for the maps and analytics scripts, and the DSN's host for Sentry", async () => {
    const { csp } = await headersWith({
      GOOGLE_API_KEY: 'maps-key',
      GA_TRACKING_ID: 'G-ABC123',
      SENTRY_URL: 'https://public@o123.ingest.sentry.io/456',
    });
    expect(directive(csp, 'script-src')).toContain('https://*.googleapis.com');
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'connect-src')).toContain('https://o123.ingest.sentry.io');
    expect(directive(csp, 'img-src')).toContain('https://*.gstatic.com');
    expect(directive(csp, 'style-src')).toContain('https://fonts.googleapis.com');
    // The DSN's key is no host: it stays out of the header.
    expect(csp).not.toContain('public@');
  });

  it('allow only the script origins a test points them to, each only with its setting', async () => {
    const fake = 'http://127.0.0.1:9999';
    const urls = { GOOGLE_MAPS_SCRIPT_URL: `${fake}/maps/api/js`, GOOGLE_ANALYTICS_SCRIPT_URL: `${fake}/gtag/js` };
    const mapsOnly = (await headersWith({ ...urls, GOOGLE_API_KEY: 'k' })).csp;
    expect(directive(mapsOnly, 'script-src')).toBe(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE} ${fake}`);
    expect(mapsOnly).not.toMatch(/googleapis|googletagmanager/);
    const analyticsOnly = (await headersWith({ ...urls, GA_TRACKING_ID: 'G-1' })).csp;
    expect(directive(analyticsOnly, 'connect-src')).toBe(`connect-src 'self' ${fake}`);
    const neither = (await headersWith(urls)).csp;
    expect(neither).not.toContain(fake);
  }, 90_000);

  it('refuse a Sentry DSN that is not a URL at start', async () => {
    await expect(createTestApp({ SENTRY_URL: 'not a dsn' })).rejects.toThrow();
  });
});
