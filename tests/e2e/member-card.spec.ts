// My card: the member's card token read back by a real decoder (zxing-cpp, tests/e2e/support/codes.ts)
// from screenshots, as a QR code and as a Code 128 barcode; a new card number after a confirmation
// decodes to the server's new token; no serious accessibility violation; a card opened once shows
// offline. Screenshots in English and Lithuanian go to .tmp/shots for a person to look at.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiSignUp, openAs, userGet, type Account } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { decodePng, expectDrawn } from './support/codes';
import { shot } from './support/shots';

/** The screen as it opens, from the top. */
async function topShot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, testInfo, name);
}

const cardToken = async (request: Page['request'], member: Account) => (await userGet<{ card_token: string }>(request, member, 'getMemberCard')).card_token;

/** Both symbols on the page decode, from screenshots, to `token`; the token is in text under them. */
async function expectCardReads(page: Page, token: string) {
  const spelled = [...token].join(' ');
  const qr = page.getByRole('img', { name: `QR code: ${spelled}`, exact: true });
  const barcode = page.getByRole('img', { name: `Barcode: ${spelled}`, exact: true });
  for (const [symbol, format] of [
    [qr, 'QRCode'],
    [barcode, 'Code128'],
  ] as const) {
    await expectDrawn(symbol);
    await expect(symbol.locator('xpath=..')).toHaveAttribute('data-state', 'drawn');
    // Clear of the sticky header, as a member holds it up to a scanner.
    await symbol.evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
    await expect
      .poll(async () => decodePng(await symbol.locator('xpath=..').screenshot({ animations: 'disabled' })), { message: `${format} ${token}` })
      .toContainEqual({ text: token, format });
  }
  const text = page.getByRole('main').getByText(token, { exact: true });
  await expect(text).toBeVisible();
  await expect(page.getByRole('main').getByText(`Card number: ${spelled}`, { exact: true })).toBeAttached();
  const [barcodeBox, textBox] = [await barcode.boundingBox(), await text.boundingBox()];
  expect(textBox!.y).toBeGreaterThanOrEqual(barcodeBox!.y + barcodeBox!.height - 1);
}

test.describe('with the service worker, which shows the card offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('My card decodes as a QR code and a barcode, rotates after a confirmation, and shows offline', async ({ page, context, request }, testInfo) => {
    test.setTimeout(180_000);
    // A member of its own: a new card number would break other tests' cards of a shared demo member.
    const member = await apiSignUp(request);
    const first = await cardToken(request, member);

    // Reached from the profile menu.
    await openAs(page, member, '/en/profile');
    await page.getByRole('link', { name: /^My card/ }).click();
    await expect(page).toHaveURL(/\/en\/profile\/card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My card' })).toBeVisible();
    await expectCardReads(page, first);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await topShot(page, testInfo, 'member-card-en');

    // A new number, only after saying yes to the warning that the old card stops working.
    await page.getByRole('main').getByRole('button', { name: 'New card number' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('stops working');
    await shot(page, testInfo, 'member-card-confirm-en');
    await confirm.getByRole('button', { name: 'New card number' }).click();
    await expect(page.getByText('Your card has a new number. The old one no longer works.')).toBeVisible();
    const second = await cardToken(request, member);
    expect(second).not.toBe(first);
    await expectCardReads(page, second);
    await expect(page.getByRole('main').getByText(first, { exact: true })).toHaveCount(0);

    // Opened once, the card shows with no network (saved data, the route's code precached).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
    await page.reload();
    await expectCardReads(page, second);
    // The saved copy is written at most once a second.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.reload();
    await expectCardReads(page, second);
    await context.setOffline(false);

    // Lithuanian, and the narrowest phone.
    await page.goto('/lt/profile/card');
    await expect(page.getByRole('heading', { level: 1, name: 'Mano kortelė' })).toBeVisible();
    await expectDrawn(page.getByRole('img', { name: /^QR kodas: / }));
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await topShot(page, testInfo, 'member-card-lt');
    if (testInfo.project.name === 'phone') {
      await page.setViewportSize({ width: 320, height: 640 });
      await expectDrawn(page.getByRole('img', { name: /^Brūkšninis kodas: / }));
      await topShot(page, testInfo, 'member-card-lt-320');
      await page.goto('/en/profile/card');
      await expectCardReads(page, second);
      await topShot(page, testInfo, 'member-card-en-320');
    }
  });
});

// The narrowest phone at 1x (a 21-character card needs 288 pixels with 11 modules of quiet zone each
// side, the card has 286) and a 3x phone: every symbol is shown at its own pixels, whole device pixels
// per module, and decodes from a screenshot.
for (const { width, scale } of [
  { width: 320, scale: 1 },
  { width: 390, scale: 3 },
]) {
  test(`My card decodes at ${width} px and ${scale}x, drawn at its own pixels`, async ({ browser, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone size');
    const member = await apiSignUp(request);
    const token = await cardToken(request, member);
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: scale,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await openAs(page, member, '/en/profile/card');
    await expect(page.getByRole('heading', { level: 1, name: 'My card' })).toBeVisible();
    for (const symbol of await page.locator('canvas[data-barcode-type]').all()) {
      await expectDrawn(symbol);
      const { drawn, shown } = await symbol.evaluate((canvas: HTMLCanvasElement) => ({
        drawn: canvas.width,
        shown: canvas.getBoundingClientRect().width * window.devicePixelRatio,
      }));
      expect(Math.abs(drawn - shown), 'canvas pixels = CSS width x device pixel ratio').toBeLessThan(0.01);
    }
    await expectCardReads(page, token);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `.tmp/shots/member-card-${width}at${scale}x.png` });
    await context.close();
  });
}
