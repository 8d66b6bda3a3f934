// Webhooks in the console: an admin registers an endpoint (a real receiver on another loopback port),
// keeps the secret shown once, sends a test event, sees it delivered in the log and replays it; the
// receiver verifies both deliveries' signatures and sees the same Webhook-Id twice. Then pictures of the
// two webhook screens at 320, 390 and 1280 px in English and Lithuanian (.tmp/shots/webhooks-*.png).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { seriousA11yViolations } from './support/axe';
import { bearer } from './support/api';
import { CONSOLE_HEIGHT, consoleAs, newStaff, staffToken } from './support/console';
import { atEveryWidth } from './support/every-width';
import { takingShots } from './support/shots';

interface Got {
  headers: IncomingHttpHeaders;
  body: string;
}

async function startReceiver() {
  const got: Got[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      got.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/loyalty`;
  return { got, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('an admin registers an endpoint, sends a test event, sees it delivered and replays it', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One browser is enough; the screens test sets its own widths.');
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const admin = await newStaff(request, 'admin');
    const { page } = await consoleAs(browser, admin, 'en', 1280);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the endpoint' }) });
    await form.getByLabel('URL').fill('ftp://nowhere');
    await form.getByLabel('A reward was used').check();
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    // The browser lets ftp:// through (it is a URL); the server says why not.
    await expect(page.getByRole('alert')).toContainText('This is not a URL a webhook can be sent to');
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByLabel('Description (optional)').fill('Partner CRM');
    await form.getByLabel('Points were adjusted').check();
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    const secretText = page.getByTestId('webhook-secret');
    await expect(secretText).toHaveText(/^whsec_/);
    const secret = (await secretText.textContent())!;
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(secretText).toHaveCount(0);

    const card = page.locator('li.endpoint').filter({ hasText: 'Partner CRM' });
    await expect(card).toContainText(receiver.url);
    await card.getByRole('button', { name: 'Send a test event to Partner CRM' }).click();
    await expect(card.getByRole('status')).toContainText('A test event is on its way');

    await card.getByRole('link', { name: 'Delivery log of Partner CRM' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partner CRM' })).toBeVisible();
    const rows = page.locator('table.deliveries tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Test event');
    await expect(async () => {
      await page.reload();
      await expect(rows.first()).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(rows.first()).toContainText(/HTTP 204 · \d+ ms/);
    expect(receiver.got).toHaveLength(1);
    const first = new Webhook(secret).verify(receiver.got[0]!.body, receiver.got[0]!.headers as Record<string, string>) as { id: string; type: string };
    expect(first.type).toBe('webhook.test');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);

    await rows.first().getByRole('button', { name: `Replay ${first.id}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent again' })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(async () => {
      await page.reload();
      await expect(rows.nth(0)).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(rows.nth(0)).toContainText('replay');
    expect(receiver.got).toHaveLength(2);
    new Webhook(secret).verify(receiver.got[1]!.body, receiver.got[1]!.headers as Record<string, string>);
    expect(receiver.got[1]!.headers['webhook-id']).toBe(first.id);
    await page.context().close();
  } finally {
    await receiver.close();
  }
});

const WIDTHS = [320, 390, 1280];

test('the webhook screens at every width in both languages', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Sets its own widths.');
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  try {
    const admin = await newStaff(request, 'admin');
    const headers = bearer(await staffToken(request, admin));
    const made = await request.post('/api/console/webhooks', {
      headers,
      data: { url: receiver.url, description: 'Pasirašytų įvykių gavėjas (CRM)', events: ['member.joined', 'reward.redeemed', 'reward.used', 'tier.changed'] },
    });
    expect(made.ok(), await made.text()).toBeTruthy();
    const { endpoint } = (await made.json()) as { endpoint: { id: number } };
    expect((await request.post(`/api/console/webhooks/${endpoint.id}/test`, { headers })).ok()).toBeTruthy();
    for (const lang of ['en', 'lt'] as const) {
      const { context, page: p } = await consoleAs(browser, admin, lang, 320);
      await p.goto('/admin/webhooks');
      await expect(p.locator('li.endpoint').first()).toBeVisible();
      await atEveryWidth(p, WIDTHS, async (width) => {
        expect(await seriousA11yViolations(p, 'main')).toEqual([]);
        await p.waitForTimeout(300);
        if (takingShots) await p.screenshot({ path: `.tmp/shots/webhooks-list-${lang}-${width}.png`, fullPage: true });
      }, CONSOLE_HEIGHT);
      await p.goto(`/admin/webhooks/${endpoint.id}`);
      await expect(p.locator('table.deliveries')).toBeVisible();
      await p.locator('table.deliveries details summary').first().click();
      await atEveryWidth(p, WIDTHS, async (width) => {
        await p.waitForTimeout(300);
        if (takingShots) await p.screenshot({ path: `.tmp/shots/webhooks-endpoint-${lang}-${width}.png`, fullPage: true });
        expect(await seriousA11yViolations(p, 'main')).toEqual([]);
      }, CONSOLE_HEIGHT);
      await context.close();
    }
  } finally {
    await receiver.close();
  }
});
