// What a first visit costs on a phone network, without the service worker: the gzipped
// JavaScript and the script files the page loads, and the sequential request waves after the HTML
// before its first screen shows. Waves are counted from the network log under 150 ms of emulated
// latency: a request is one wave deeper than the deepest request that had finished before it began.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { waitForQuietNetwork } from '../e2e/support/quiet-network';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const WAVE_LATENCY_MS = 150;

export interface FirstLoad {
  scriptFiles: number;
  jsGzBytes: number;
  /** Sequential waves of requests after the HTML before the screen showed. */
  waves: number;
  /** What each wave asked for (path names), for reading. */
  waveFiles: string[][];
  shownMs: number;
}

interface Row {
  path: string;
  start: number;
  end: number;
  script: boolean;
  document: boolean;
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

function rowOf(request: Request, origin: string): Row | null {
  const url = new URL(request.url());
  if (url.origin !== origin) return null;
  const timing = request.timing();
  return {
    path: url.pathname + url.search,
    start: timing.startTime,
    end: timing.startTime + Math.max(timing.responseEnd, 0),
    script: request.resourceType() === 'script',
    document: request.resourceType() === 'document' && request.frame() === request.frame().page().mainFrame(),
  };
}

/** Depth of each request: 1 + the deepest request that had ended when it started (the HTML is 0). */
export function countWaves(rows: Row[], shownAt: number): { waves: number; files: string[][] } {
  const sorted = [...rows].sort((a, b) => a.start - b.start);
  const html = sorted.find((r) => r.document);
  if (!html) return { waves: 0, files: [] };
  const depth = new Map<Row, number>([[html, 0]]);
  for (const row of sorted) {
    if (row === html || row.start > shownAt) continue;
    let deepest = 0;
    for (const [before, d] of depth) if (before.end <= row.start) deepest = Math.max(deepest, d);
    depth.set(row, deepest + 1);
  }
  const files: string[][] = [];
  for (const [row, d] of depth) if (d > 0) (files[d - 1] ??= []).push(row.path.replace(/^\/assets\//, ''));
  return { waves: files.length, files };
}

/**
 * Opens `url` in a fresh profile (no cache, no service worker) and measures it until `shown`
 * (a CSS selector) is visible and the network is idle. `token` opens it signed in.
 */
export async function measureFirstLoad(browser: Browser, url: string, shown: string, token?: string): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  try {
    if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: WAVE_LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    const rows: Row[] = [];
    const bodies: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      const row = rowOf(request, origin);
      if (!row) return;
      rows.push(row);
      if (row.script) bodies.push(request.response().then(async (res) => (res ? gzipSync(await res.body(), { level: 9 }).length : 0)));
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const shownAt = await page.waitForFunction(
      (selector) => {
        const el = document.querySelector(selector);
        return el && el.getBoundingClientRect().height > 0 ? performance.timeOrigin + performance.now() : false;
      },
      shown,
      { polling: 'raf', timeout: 60_000 },
    );
    const at = (await shownAt.jsonValue()) as number;
    await waitForQuietNetwork(page);
    const sizes = await Promise.all(bodies);
    const { waves, files } = countWaves(rows, at);
    return { scriptFiles: sizes.length, jsGzBytes: sizes.reduce((a, b) => a + b, 0), waves, waveFiles: files, shownMs: at - started };
  } finally {
    await context.close();
  }
}

/** Chromium's network emulation of a poor mobile link: 400 ms round trips, 400 kbit/s both ways. */
const SLOW_LINK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

export interface SlowLinkTimes {
  firstVisitMs: number;
  repeatVisitMs: number;
}

/**
 * Time from navigation until `shown` is visible on the slow link: a first visit (empty cache), then
 * a repeat visit once the service worker has installed (it installs at full speed, between the two).
 */
export async function timeOnSlowLink(browser: Browser, url: string, shown: string, token?: string): Promise<SlowLinkTimes> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  try {
    if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const visible = async () =>
      (await (
        await page.waitForFunction(
          (selector) => {
            const el = document.querySelector(selector);
            return el && el.getBoundingClientRect().height > 0 ? performance.now() : false;
          },
          shown,
          { polling: 'raf', timeout: 120_000 },
        )
      ).jsonValue()) as number;
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await page.goto(url, { waitUntil: 'commit' });
    const firstVisitMs = await visible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 120_000 });
    await waitForQuietNetwork(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await page.goto(url, { waitUntil: 'commit' });
    const repeatVisitMs = await visible();
    return { firstVisitMs, repeatVisitMs };
  } finally {
    await context.close();
  }
}
