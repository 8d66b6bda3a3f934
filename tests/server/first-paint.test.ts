// The HTML of an app route carries its first paint: the settings and translations the app
// would fetch at boot, and the route's chunks as modulepreload links (from Vite's build manifest).
// /index.html, which the service worker precaches as the shell for every page, carries none of it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_SOURCE, RouteChunks, routePattern, withServerRender } from '../../server/plugins/first-paint';
import { setSetting } from '../../server/services/settings/settings';
import { createTestApp, type TestApp } from './helpers';

const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_vendor-V.js'] },
  '_vendor-V.js': { file: 'assets/vendor-V.js' },
  '_form-F.js': { file: 'assets/form-F.js', imports: ['index.html'], css: ['assets/form-F.css'] },
  'src/routes/$lang/_public/sign-in.tsx?tsr-split=component': {
    file: 'assets/sign-in-S.js',
    imports: ['index.html', '_vendor-V.js', '_form-F.js'],
    css: ['assets/sign-in-S.css'],
  },
  'src/routes/$lang/_auth/route.tsx?tsr-split=component': { file: 'assets/auth-layout-A.js', imports: ['index.html'] },
  'src/routes/$lang/_auth/dashboard.tsx?tsr-split=component': { file: 'assets/dashboard-D.js', imports: ['index.html'] },
  'src/routes/$lang/_auth/prizes/reward.$rewardId.tsx?tsr-split=component': { file: 'assets/reward-R.js', imports: ['index.html'] },
  'src/routes/$lang/news/index.tsx?tsr-split=component': { file: 'assets/news-N.js', imports: ['index.html'] },
  'src/routes/$lang/$.tsx?tsr-split=component': { file: 'assets/splat-X.js', imports: ['index.html'] },
};

describe('route chunks from the build manifest', () => {
  const chunks = new RouteChunks(MANIFEST);

  it('reads file-based route names as URL patterns', () => {
    expect(routePattern('$lang/_auth/prizes/reward.$rewardId')).toEqual([':', 'prizes', 'reward', ':']);
    expect(routePattern('$lang/news/index')).toEqual([':', 'news']);
    expect(routePattern('$lang/_auth/route')).toEqual([':']);
    expect(routePattern('$lang/$')).toEqual([':', '*']);
  });

  it('names a route\'s chunks and their imports in load order, without what the entry already loads', () => {
    expect(chunks.forPath('/en/sign-in')).toEqual({ js: ['assets/form-F.js', 'assets/sign-in-S.js'], css: ['assets/form-F.css', 'assets/sign-in-S.css'] });
  });

  it('adds the layout routes around a route', () => {
    expect(chunks.forPath('/lt/dashboard').js).toEqual(['assets/auth-layout-A.js', 'assets/dashboard-D.js']);
  });

  it('matches parameters, prefers static names and falls back to the catch-all route', () => {
    expect(chunks.forPath('/en/prizes/reward/12').js).toEqual(['assets/auth-layout-A.js', 'assets/reward-R.js']);
    expect(chunks.forPath('/en/news').js).toEqual(['assets/news-N.js']);
    expect(chunks.forPath('/en/no/such/page').js).toEqual(['assets/splat-X.js']);
  });
});

describe('a server-rendered page', () => {
  const INDEX =
    '<html><head><script type="module" crossorigin src="/assets/index-E.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/app-A.js">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/app-A.css"></head><body><div id="root"></div></body></html>';
  const html = withServerRender(INDEX, { head: '<link rel="preload" as="image" href="/image/1">', body: '<main><h1>Hi</h1></main>' }, ['assets/sign-in-S.js']);

  it('lists its scripts for after the first paint, the entry first, and loads none before it', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const listed = /<script id="page-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual(['/assets/index-E.js', '/assets/app-A.js', '/assets/sign-in-S.js']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-A.css">');
    expect(html).toContain('<div id="root" data-server-rendered><main><h1>Hi</h1></main></div>');
  });

  it('starts them with the one inline script the Content-Security-Policy allows', () => {
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([FIRST_PAINT_SCRIPT]);
    expect(FIRST_PAINT_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
  });
});

describe('the first paint in the HTML', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
    // As Vite writes it: the entry's chunks' stylesheet is linked by index.html itself.
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Built</title><link rel="stylesheet" crossorigin href="/assets/form-F.css">' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter-latin-X.woff2"></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(staticDir, '.vite'));
    writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(path.join(staticDir, 'translations'));
    writeFileSync(path.join(staticDir, 'translations', 'main.lt.json'), JSON.stringify({ hello: 'Labas' }));
    writeFileSync(path.join(staticDir, 'translations', 'main.en.json'), JSON.stringify({ hello: 'Hello' }));
    t = await createTestApp({ STATIC_DIR: staticDir });
    await setSetting(t.app.db, 'brand.name', { en: 'Shop </script><script>alert(1)</script>', lt: 'Parduotuvė' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const bootData = (html: string) => {
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return json ? (JSON.parse(json) as { lang: string; settings: Record<string, unknown>; translations: { lang: string; hash: string; messages: unknown } }) : null;
  };

  it('an app route has the settings of its language, the same as getSettings answers, and its translations', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lt/sign-in' });
    const data = bootData(page.body);
    const fetched = await t.app.inject({ method: 'GET', url: '/api/user-side/getSettings?url=lt%2Fsign-in&lang=lt' });
    expect(data?.lang).toBe('lt');
    expect(page.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect(data?.settings).toEqual(fetched.json());
    expect(data?.translations).toEqual({ lang: 'lt', hash: fetched.json<{ translationsHash: string }>().translationsHash, messages: { hello: 'Labas' } });
  });

  it('and modulepreload links and the stylesheets of its chunks', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/en/sign-in' });
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-S.js">');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/form-F.js">');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/sign-in-S.css">');
    expect(body).not.toContain('vendor-V.js');
  });

  it('links nothing twice: a stylesheet index.html links already is not added again', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/en/sign-in' });
    expect(body.split('href="/assets/form-F.css"')).toHaveLength(2);
  });

  it('a text cannot close the script element it travels in', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/en/sign-in' });
    expect(body).not.toContain('<script>alert(1)');
    expect(bootData(body)?.settings).toMatchObject({ brand: expect.objectContaining({ name: 'Shop </script><script>alert(1)</script>' }) });
  });

  it('a page the app draws asks for its scripts before the web font a rendered page preloads', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/en/dashboard' });
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/form-F.css">');
    expect(body).not.toContain('as="font"');
  });

  it('/index.html, the shell the service worker keeps, has neither', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(body).not.toContain('boot-data');
    expect(body).not.toContain('modulepreload');
  });

  it('the build manifest is not served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});
