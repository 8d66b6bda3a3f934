// Playwright's 'networkidle' never comes on a signed-in dashboard: its live-updates stream (Server-Sent
// Events) stays open by design. This waits instead for 500 ms in which no other request starts or ends.
import type { Page, Request } from '@playwright/test';

const LIVE_STREAM = /\/api\/user-side\/liveUpdates/;

export async function waitForQuietNetwork(page: Page, { quietMs = 500, timeoutMs = 20_000 } = {}): Promise<void> {
  let lastActivity = Date.now();
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    if (LIVE_STREAM.test(request.url())) return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (LIVE_STREAM.test(request.url())) return;
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return;
      await page.waitForTimeout(100);
    }
    throw new Error(`the network did not go quiet within ${timeoutMs} ms (${inFlight.size} requests in flight)`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
