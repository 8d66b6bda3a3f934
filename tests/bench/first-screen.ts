// The sign-in page and the signed-in dashboard on a first visit, beside an empty React page and the
// stack's floor page (baselines.ts) built in the same run and, with BENCH_BEFORE_REF=<git ref>, the app
// as it was there. Targets (issue 37): sign-in JavaScript <= 1.15x the stack floor's in at most 6 files;
// the first signed-in dashboard visit <= 200 KB; the slow link's first-card time is printed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { request as apiRequest } from '@playwright/test';
import { apiSignUp } from '../e2e/support/api';
import { buildBefore, serveEmptyReactPage, serveStackFloorPage } from './baselines';
import { precacheSize } from './pwa';
import { launchChromium, measureFirstLoad, timeOnSlowLink, type FirstLoad, type SlowLinkTimes } from './first-load';
import { startServer } from './server-process';
import { holds, quick, target } from './targets';

const SIGN_IN_SHOWN = 'main a[href$="/registration"]';
const DASHBOARD_SHOWN = '#general-challenges-title';
const TARGET = { signInJsOfFloor: 1.15, signInScripts: 6, signInWaves: 2, dashboardJsKb: 200 };

interface AppFigures {
  signIn: FirstLoad;
  dashboard: FirstLoad;
  /** The reward code encoder's chunk, gzipped, and whether the service worker precaches it. */
  barcode: { gzBytes: number; precached: boolean };
  slowSignIn: SlowLinkTimes;
  slowDashboard: SlowLinkTimes;
}

function barcodeChunk(dist: string): AppFigures['barcode'] {
  const file = readdirSync(path.join(dist, 'assets')).find((name) => /^draw-barcode-[\w-]+\.js$/.test(name));
  if (!file) return { gzBytes: 0, precached: false };
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return { gzBytes: gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length, precached: sw.includes(`assets/${file}`) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureApp(port: number, cwd?: string): Promise<AppFigures> {
  const server = await startServer(port, {}, cwd);
  const browser = await launchChromium();
  try {
    const signIn = await measureFirstLoad(browser, `${server.url}/en/sign-in`, SIGN_IN_SHOWN);
    const api = await apiRequest.newContext({ baseURL: server.url });
    const account = await apiSignUp(api);
    await api.dispose();
    const dashboard = await measureFirstLoad(browser, `${server.url}/en/dashboard`, DASHBOARD_SHOWN, account.token);
    // localhost, not 127.0.0.1: a service worker needs a secure context.
    const origin = server.url.replace('127.0.0.1', 'localhost');
    // A quick run leaves out the sign-in's slow link (the dashboard's first card is the figure asked for).
    const slowSignIn = quick ? { firstVisitMs: Number.NaN, repeatVisitMs: Number.NaN } : await timeOnSlowLink(browser, `${origin}/en/sign-in`, SIGN_IN_SHOWN);
    const slowDashboard = await timeOnSlowLink(browser, `${origin}/en/dashboard`, DASHBOARD_SHOWN, account.token);
    return { signIn, dashboard, barcode: barcodeChunk(path.join(cwd ?? '.', 'dist')), slowSignIn, slowDashboard };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function benchFirstScreen(port = 8293) {
  const empty = await serveEmptyReactPage(port + 10);
  const floor = await serveStackFloorPage(port + 11);
  let emptyFigures: FirstLoad;
  let floorFigures: FirstLoad;
  const browser = await launchChromium();
  try {
    emptyFigures = await measureFirstLoad(browser, `${empty.url}/en/sign-in`, SIGN_IN_SHOWN);
    floorFigures = await measureFirstLoad(browser, `${floor.url}/en/sign-in`, SIGN_IN_SHOWN);
  } finally {
    await browser.close();
    await empty.stop();
    await floor.stop();
  }
  const beforeRef = process.env.BENCH_BEFORE_REF;
  const before = beforeRef ? buildBefore(beforeRef) : null;
  const beforeFigures = before ? await measureApp(port + 1, before.dir) : null;
  const now = await measureApp(port);

  const columns = ['empty React', 'stack floor', ...(before ? [`before (${before.sha})`] : []), 'now', 'target'];
  const row = (label: string, pick: (f: AppFigures) => string, empty: string, floor: string, target: string) =>
    console.log(`  ${label.padEnd(44)}${[empty, floor, ...(beforeFigures ? [pick(beforeFigures)] : []), pick(now), target].map((c) => c.padStart(17)).join('')}`);
  const signInJsLimit = floorFigures.jsGzBytes * TARGET.signInJsOfFloor;
  console.log('\nFirst visit, no service worker (390x844; waves counted under 150 ms of emulated latency)');
  console.log(`  ${''.padEnd(44)}${columns.map((c) => c.padStart(17)).join('')}`);
  row('sign-in: JavaScript gzipped', (f) => kb(f.signIn.jsGzBytes), kb(emptyFigures.jsGzBytes), kb(floorFigures.jsGzBytes), `<= ${kb(signInJsLimit)}`);
  row('sign-in: script files', (f) => String(f.signIn.scriptFiles), String(emptyFigures.scriptFiles), String(floorFigures.scriptFiles), `<= ${TARGET.signInScripts}`);
  row('sign-in: request waves after the HTML', (f) => String(f.signIn.waves), String(emptyFigures.waves), String(floorFigures.waves), `<= ${TARGET.signInWaves}`);
  row('dashboard: JavaScript gzipped', (f) => kb(f.dashboard.jsGzBytes), '', '', `<= ${TARGET.dashboardJsKb} KB`);
  row('dashboard: script files', (f) => String(f.dashboard.scriptFiles), '', '', '');
  row('dashboard: request waves after the HTML', (f) => String(f.dashboard.waves), '', '', '');
  row('reward code encoder gzipped', (f) => `${kb(f.barcode.gzBytes)}${f.barcode.precached ? ' (pre)' : ''}`, '', '', '');
  console.log(`  ((pre): in the service worker's precache, which is now ${kb(precacheSize().bytes)})`);
  const s = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(1)} s`);
  console.log('  On a 400 ms RTT, 400 kbit/s link (Chromium emulation), until the screen shows:');
  row('sign-in button, first visit', (f) => s(f.slowSignIn.firstVisitMs), '', '', '');
  row('sign-in button, repeat visit (service worker)', (f) => s(f.slowSignIn.repeatVisitMs), '', '', '');
  row('dashboard first card, first visit', (f) => s(f.slowDashboard.firstVisitMs), '', '', '');
  row('dashboard first card, repeat visit (s. worker)', (f) => s(f.slowDashboard.repeatVisitMs), '', '', '');
  const waves = (label: string, f: FirstLoad) =>
    f.waveFiles.forEach((files, i) => console.log(`    ${label} wave ${i + 1}: ${files.join(' ')}`));
  console.log('  Waves now:');
  waves('sign-in', now.signIn);
  waves('dashboard', now.dashboard);
  console.log('  Targets:');
  target(`sign-in JavaScript gzipped <= ${TARGET.signInJsOfFloor}x the stack floor (${kb(floorFigures.jsGzBytes)})`, now.signIn.jsGzBytes, signInJsLimit, kb);
  target('sign-in script files', now.signIn.scriptFiles, TARGET.signInScripts, String);
  target('first signed-in dashboard visit, JavaScript gzipped', now.dashboard.jsGzBytes, TARGET.dashboardJsKb * 1024, kb);
  holds('slow link: the dashboard\'s first card shows (printed)', Number.isFinite(now.slowDashboard.firstVisitMs), `first visit ${s(now.slowDashboard.firstVisitMs)}, repeat ${s(now.slowDashboard.repeatVisitMs)}`);
}
