// The service worker keeps, per language, the pages the server renders (sw/rendered-pages.ts): its
// list of paths must name every route marked serverRendered, and no signed-in screen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../server/plugins/first-paint';
import { isRenderedPath } from '../../sw/rendered-paths';

const ROUTES = path.resolve(__dirname, '../../src/routes');

function renderedRouteFiles(): string[] {
  return readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && /serverRendered:\s*true/.test(readFileSync(path.join(ROUTES, file), 'utf8')))
    .map((file) => file.replace(/\.tsx$/, '').split(path.sep).join('/'));
}

describe('the paths whose rendered pages the service worker keeps', () => {
  it('cover every server-rendered route in every language', () => {
    const files = renderedRouteFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const lang of ['en', 'lt']) {
        const [, ...rest] = routePattern(file);
        const sample = `/${[lang, ...rest.map((s) => (s === ':' ? 'some-id' : s))].join('/')}`;
        expect(isRenderedPath(sample), `${file} as ${sample}`).toBe(true);
      }
    }
  });

  it('leave signed-in screens and the start URL to the app shell', () => {
    for (const pathname of ['/', '/en/dashboard', '/lt/prizes/rewards', '/en/profile', '/en/history', '/en/challenge/3', '/lt/news/3/extra'])
      expect(isRenderedPath(pathname), pathname).toBe(false);
  });
});
