// The Content-Security-Policy names only hosts that are configured; a Permissions-Policy goes with it.
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

async function headersWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-side/getSettings' });
    return { csp: String(res.headers['content-security-policy']), permissions: String(res.headers['permissions-policy']) };
  } finally {
    await t.close();
  }
}

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('allow no outside host when nothing is configured, and limit the app to the location', async () => {
    const { csp, permissions } = await headersWith({});
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
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
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(csp, 'connect-src')).toContain('https://fcmregistrations.googleapis.com');
    expect(directive(csp, 'connect-src')).not.toContain('https:;');
    expect(directive(csp, 'img-src')).toContain('https://*.googleusercontent.com');
    expect(directive(csp, 'img-src')).not.toContain('fbcdn');
  });
});
