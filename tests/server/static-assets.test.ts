// Hashed files are sent as the brotli or gzip copy written at build time
// (scripts/compress-assets.mjs), cached for a year as immutable; source maps are not served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
/** Only in the build-time copies: what is sent is that copy, not the file compressed per request. */
const MARK = '// pre-compressed\n';

describe('static assets', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>');
    mkdirSync(path.join(staticDir, 'assets'));
    const file = path.join(staticDir, 'assets', 'app-Ab12Cd34.js');
    writeFileSync(file, SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT + MARK));
    writeFileSync(`${file}.gz`, gzipSync(SCRIPT + MARK));
    t = await createTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that takes it, immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT + MARK);
  });

  it('the gzip copy otherwise, and the file itself to a client that takes neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT + MARK);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('no source map is served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js.map' })).statusCode).toBe(404);
  });
});
