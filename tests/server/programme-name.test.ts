// The programme's name (settings brand.name) is in index.html and the web app manifest as
// served, so the tab and the installed app say it before the app starts, in the page's language.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '../../server/services/settings/settings';
import { createTestApp, type TestApp } from './helpers';

describe('the programme name in index.html and the manifest', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'programme-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Built name</title></head><body></body></html>');
    writeFileSync(path.join(staticDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Built name', short_name: 'Built', start_url: '/' }));
    t = await createTestApp({ STATIC_DIR: staticDir });
    await setSetting(t.app.db, 'brand.name', { en: 'Aurora Rewards & Co', lt: 'Aurora prizai' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/en/sign-in', 'en', 'Aurora Rewards &amp; Co'],
    ['/lt/sign-in', 'lt', 'Aurora prizai'],
    ['/lt/invite/ABCD2345', 'lt', 'Aurora prizai'],
  ])('%s has the name in its <title> and the language on <html>', async (url, lang, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<html lang="${lang}"`);
    expect(res.body).not.toContain('Built name');
  });

  it('the precached /index.html has it too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-language': 'lt' } });
    expect(res.body).toContain('<title>Aurora prizai</title>');
  });

  it('the manifest is named after the programme, with a short name that fits under an icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({ name: 'Aurora Rewards & Co', short_name: 'Aurora', start_url: '/' });
  });

  it("the manifest speaks the visitor's language and offers My card and My rewards on the icon", async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-language': 'en' } })).json();
    expect(en.lang).toBe('en');
    expect(en.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['My card', '/en/profile/card'],
      ['My rewards', '/en/prizes/rewards'],
    ]);
    const lt = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { cookie: 'lang=lt' } })).json();
    expect(lt.lang).toBe('lt');
    expect(lt.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Mano kortelė', '/lt/profile/card'],
      ['Mano apdovanojimai', '/lt/prizes/rewards'],
    ]);
  });
});
