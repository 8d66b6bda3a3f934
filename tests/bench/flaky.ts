// Bad-network figures, through the e2e loopback proxy: a cold start of the installed app on a link
// that hangs (time to the saved dashboard), and the time the app needs to be back after a 3 s blip.
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { apiSignUp } from '../e2e/support/api';
import { startFlakyProxy } from '../e2e/support/flaky-proxy';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const dashboardShown = (page: Page) => page.getByRole('button', { name: 'Accept challenge' }).first().waitFor({ timeout: 60_000 });
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: /offline|saved data/i });

export async function benchFlakyFigures(port = 8321) {
  const { startServer } = await import('./server-process');
  const server = await startServer(port);
  const upstream = `http://localhost:${port}`;
  const proxy = await startFlakyProxy(upstream);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
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
    await page.waitForLoadState('networkidle');

    // Blip: the link drops, a page is asked for, 3 s later the link is back.
    proxy.link('down');
    await page.getByRole('link', { name: 'History' }).first().click();
    await offlineBanner(page).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3_000);
    const back = Date.now();
    proxy.link('up');
    await offlineBanner(page).first().waitFor({ state: 'detached', timeout: 120_000 });
    const recoveryMs = Date.now() - back;

    // Cold start of the installed app while the link hangs.
    proxy.link('hang');
    const cold = await context.newPage();
    const started = Date.now();
    await cold.goto(`${proxy.origin}/en/dashboard`, { waitUntil: 'commit' });
    await dashboardShown(cold);
    const coldStartMs = Date.now() - started;
    proxy.link('up');

    console.log('\nBad network (installed app, 390x844, through a loopback proxy)');
    console.log(`  cold start to the saved dashboard, link hanging: ${coldStartMs} ms`);
    console.log(`  back online after a 3 s blip:                    ${recoveryMs} ms`);
    await api.dispose();
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
  }
}
