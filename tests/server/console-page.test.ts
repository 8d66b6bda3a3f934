// The console's own page (server/plugins/console-page.ts): /admin and every path below it get the
// console's HTML, its hashed files are served as the app's are, and the customer's pages stay theirs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const CUSTOMER = '<!doctype html><html lang="en"><head><title>x</title></head><body>customer</body></html>';
const CONSOLE = '<!doctype html><html lang="en"><head><title>Console</title></head><body>console</body></html>';

describe('the console page', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'console-'));
    writeFileSync(path.join(staticDir, 'index.html'), CUSTOMER);
    mkdirSync(path.join(staticDir, 'admin', 'assets'), { recursive: true });
    writeFileSync(path.join(staticDir, 'admin', 'index.html'), CONSOLE);
    writeFileSync(path.join(staticDir, 'admin', 'assets', 'index-Ab12Cd34.js'), 'export {};\n');
    t = await createTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/members/3?q=Eg', '/admin/audit'])('%s is the console page, revalidated, without boot data', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CONSOLE);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets the console page alone use the camera and compile the till\'s WebAssembly decoder', async () => {
    const till = await t.app.inject({ method: 'GET', url: '/admin/till' });
    expect(till.headers['permissions-policy']).toContain('camera=(self)');
    expect(till.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    const customer = await t.app.inject({ method: 'GET', url: '/en/prizes' });
    expect(customer.headers['permissions-policy']).toContain('camera=()');
    expect(customer.headers['content-security-policy']).not.toContain('wasm-unsafe-eval');
  });

  it("serves the console's hashed files for a year, and a missing one is a 404, not the page", async () => {
    const file = await t.app.inject({ method: 'GET', url: '/admin/assets/index-Ab12Cd34.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/admin/assets/index-Old00000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error_code: 'NotFound' });
  });

  it("the customer's pages stay the customer's", async () => {
    for (const url of ['/', '/en/sign-in', '/administration']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('customer');
      expect(res.body).not.toContain('console');
    }
  });
});
