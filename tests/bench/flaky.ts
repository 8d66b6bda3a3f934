// Bad-network figures, through the e2e loopback proxy, each beside a baseline measured in the same run
// on a healthy link (figures on this shared machine move from run to run; the baseline moves with them):
// - cold start to saved content on a dead link: the installed app opened with no page open and its
//   service worker stopped, while every request hangs, until the saved dashboard shows;
// - recovery after a blip: the link drops while a page is asked for, comes back 3 s later, and the
//   app is back (no offline banner) after this long.
import { chromium, request as apiRequest, type BrowserContext, type Page } from '@playwright/test';
import { apiSignUp } from '../e2e/support/api';
import { startFlakyProxy, type FlakyProxy } from '../e2e/support/flaky-proxy';
import { waitForQuietNetwork } from '../e2e/support/quiet-network';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const dashboardShown = (page: Page) => page.getByRole('button', { name: 'Accept challenge' }).first().waitFor({ timeout: 60_000 });
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: /offline|saved data/i });
const historyShown = (page: Page) => page.getByRole('heading', { level: 1, name: 'History' }).waitFor({ timeout: 60_000 });

/** Opens the dashboard in a new tab with no other page open and the service worker stopped. */
async function coldStart(context: BrowserContext, proxy: FlakyProxy): Promise<{ page: Page; ms: number }> {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
  const started = Date.now();
  await page.goto(`${proxy.origin}/en/dashboard`, { waitUntil: 'commit' });
  await dashboardShown(page);
  return { page, ms: Date.now() - started };
}

async function openHistory(page: Page) {
  await page.getByRole('link', { name: 'History' }).first().click();
}

async function backToDashboard(page: Page, proxy: FlakyProxy) {
  await page.goto(`${proxy.origin}/en/dashboard`);
  await dashboardShown(page);
  await waitForQuietNetwork(page);
}

export async function benchFlakyFigures(port = 8321) {
  const { startServer } = await import('./server-process');
  const server = await startServer(port);
  const upstream = `http://localhost:${port}`;
  const proxy = await startFlakyProxy(upstream);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS }).catch(async (error: unknown) => {
    await proxy.close();
    await server.stop();
    throw error;
  });
  try {
    const api = await apiRequest.newContext({ baseURL: upstream });
    const account = await apiSignUp(api);
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    await context.addInitScript((token) => localStorage.setItem('token', token), account.token);
    const page = await context.newPage();
    await page.goto(`${proxy.origin}/en/dashboard`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    await page.reload();
    await dashboardShown(page);
    await waitForQuietNetwork(page);

    // Recovery: the baseline is the same page asked for on a healthy link.
    let started = Date.now();
    await openHistory(page);
    await historyShown(page);
    const historyOnlineMs = Date.now() - started;
    await backToDashboard(page, proxy);

    proxy.link('down');
    await openHistory(page);
    await offlineBanner(page).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3_000);
    started = Date.now();
    proxy.link('up');
    await offlineBanner(page).first().waitFor({ state: 'detached', timeout: 120_000 });
    await historyShown(page);
    const recoveryMs = Date.now() - started;
    await backToDashboard(page, proxy);
    await page.waitForTimeout(1_500); // the saved answers are written to disk

    // Cold start: the baseline is the same start with the link up.
    const online = await coldStart(context, proxy);
    await waitForQuietNetwork(online.page);
    await online.page.waitForTimeout(1_500);
    proxy.link('hang');
    const dead = await coldStart(context, proxy);
    proxy.link('up');

    console.log('\nBad network (installed app, 390x844, through a loopback proxy; baselines measured in this run)');
    console.log(`  cold start to saved content on a dead link: ${dead.ms} ms (baseline, the same start on a healthy link: ${online.ms} ms)`);
    console.log(`  recovery after a blip:                      ${recoveryMs} ms (baseline, the same page on a healthy link: ${historyOnlineMs} ms)`);
    await api.dispose();
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
  }
}

// `npx tsx tests/bench/flaky.ts` runs these figures alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchFlakyFigures();
