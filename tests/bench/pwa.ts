// First contentful paint of a repeat visit, online and offline (served by the service worker), in
// Chromium, and the size of the precache. Target (issue 37): what an install precaches is <= 400 KB
// brotli, with nothing in it that the configuration switched off (the bench's server runs without Sentry).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { holds, quick, target } from './targets';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface PwaBench {
  fcpRepeatOnlineMs: number;
  fcpRepeatOfflineMs: number;
  precacheEntries: number;
  precacheBytes: number;
  precacheBrotliBytes: number;
  precacheUrls: string[];
}

const PRECACHE_LIMIT_KB = 400;
/** Chunks of what the bench's configuration leaves off: none may be precached. */
const SWITCHED_OFF = [
  { what: 'Sentry (no SENTRY_DSN)', file: /(^|\/)error-reporting-[\w-]+\.js$|sentry/i },
  { what: 'Firebase push (no Firebase configuration)', file: /firebase/i },
];

/** The precache manifest injected into dist/sw.js: its files, their bytes and their bytes brotli-compressed. */
export function precacheSize(distDir = 'dist') {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{(?:"revision":(?:"[^"]*"|null),)?"url":"([^"]+)"(?:,"revision":(?:"[^"]*"|null))?\}/g)].map((m) => m[1]!);
  let bytes = 0;
  let brotliBytes = 0;
  for (const url of urls) {
    const body = readFileSync(path.join(distDir, url));
    bytes += body.length;
    brotliBytes += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { entries: urls.length, bytes, brotliBytes, urls };
}

async function fcp(page: import('@playwright/test').Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
}

export async function benchPwa(baseURL: string, { runs = quick ? 1 : 5, distDir = 'dist', path: route = '/en/sign-in' } = {}): Promise<PwaBench> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(baseURL + route);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    const online: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.reload({ waitUntil: 'load' });
      online.push(await fcp(page));
    }
    await context.setOffline(true);
    for (let i = 0; i < runs; i++) {
      await page.reload({ waitUntil: 'load' });
      offline.push(await fcp(page));
    }
    const { entries, bytes, brotliBytes, urls } = precacheSize(distDir);
    return { fcpRepeatOnlineMs: median(online), fcpRepeatOfflineMs: median(offline), precacheEntries: entries, precacheBytes: bytes, precacheBrotliBytes: brotliBytes, precacheUrls: urls };
  } finally {
    await browser.close();
  }
}

/** Starts the built app on a fresh database and prints the PWA figures. */
export async function benchPwaFigures(port = 8292) {
  const { startServer } = await import('./server-process');
  const server = await startServer(port);
  try {
    const r = await benchPwa(`http://localhost:${port}`);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`\nPWA (sign-in page, 390x844, ${quick ? 'one repeat visit' : 'median of 5 repeat visits'})`);
    console.log(`  first contentful paint, online:  ${r.fcpRepeatOnlineMs.toFixed(0)} ms`);
    console.log(`  first contentful paint, offline: ${r.fcpRepeatOfflineMs.toFixed(0)} ms (from the service worker)`);
    console.log(`  precache: ${r.precacheEntries} entries, ${kb(r.precacheBytes)}, ${kb(r.precacheBrotliBytes)} brotli`);
    console.log('  Targets:');
    target('install precache, brotli', r.precacheBrotliBytes, PRECACHE_LIMIT_KB * 1024, kb);
    for (const { what, file } of SWITCHED_OFF) {
      const found = r.precacheUrls.filter((url) => file.test(url));
      holds(`precache holds nothing of ${what}`, found.length === 0, found.length ? found.join(' ') : 'none');
    }
  } finally {
    await server.stop();
  }
}
