import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const CACHE = 'public, max-age=300, stale-while-revalidate=86400';

describe('GET /translations/main.{lang}.json', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'translations-'));
    mkdirSync(path.join(staticDir, 'translations'));
    writeFileSync(path.join(staticDir, 'translations', 'main.lt.json'), JSON.stringify({ messages: { hello: 'Labas' } }));
    writeFileSync(path.join(staticDir, 'translations', 'main.en.json'), JSON.stringify({ messages: { hello: 'Hello' } }));
    t = await createTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the compiled messages of a supported language, ignoring the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/translations/main.lt.json?3f9a2c1b7d4e' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe(CACHE);
    expect(res.json()).toEqual({ messages: { hello: 'Labas' } });
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/translations/main.en.json' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/translations/main.en.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a JSON 404 for unsupported languages and other names', async () => {
    for (const name of ['main.de.json', 'main.EN.json', 'main.en.js', 'other.en.json', '..%2F..%2Fpackage.json', 'main..json']) {
      const res = await t.app.inject({ method: 'GET', url: `/translations/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('error_code');
    }
  });

  it('fingerprints the served files in the settings', async () => {
    const other = await createTestApp({ STATIC_DIR: path.join(staticDir, 'missing') });
    try {
      const a = (await t.app.inject({ method: 'GET', url: '/api/user-side/getSettings' })).json();
      const b = (await other.app.inject({ method: 'GET', url: '/api/user-side/getSettings' })).json();
      expect(a.translationsHash).not.toBe(b.translationsHash);
    } finally {
      await other.close();
    }
  });
});

describe('translations before the catalogs are compiled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STATIC_DIR: path.join(tmpdir(), 'no-such-build') });
  });
  afterAll(() => t.close());

  it('answers a supported language with its compiled file from public/, or {}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/translations/main.en.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE);
    expect(typeof res.json()).toBe('object');
  });
});
