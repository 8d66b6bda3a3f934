// The member card in the phone's wallet: the suite's server configures no wallet, so My card shows no
// wallet button; a second server runs here with throwaway keys made at test time
// (tests/server/support/wallet-test-keys.ts) and shows both. "Add to Apple Wallet" downloads a
// .pkpass whose barcode is the card token; "Save to Google Wallet" opens Google's save page (answered
// here by a stand-in) with a JWT whose loyalty object carries the token. Screenshots at 320, 390 and
// 1280 px in English and Lithuanian go to .tmp/shots.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createPublicKey } from 'node:crypto';
import { jwtVerify } from 'jose';
import { makeWalletTestKeys, type WalletTestKeys } from '../server/support/wallet-test-keys';
import { apiSignUp, openAs, userGet, type Account } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { shot } from './support/shots';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const WALLET_PORT = PORT + 300;
const WALLET = `http://localhost:${WALLET_PORT}`;

let keys: WalletTestKeys;
let server: ChildProcess;
let walletRequest: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'phone') return;
  test.setTimeout(180_000);
  keys = makeWalletTestKeys();
  const dataDir = `.tmp/e2e-data-wallet-${PORT}`;
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn('node', ['dist-server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...keys.env,
      DATA_DIR: dataDir,
      PORT: String(WALLET_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PHONE_COUNTRY: 'LT',
      PUBLIC_URL: WALLET,
      SIGN_IN_CODES_PER_IP_PER_HOUR: '500',
      CODE_CHECKS_PER_IP_PER_10_MIN: '500',
    },
  });
  await expect.poll(async () => (await fetch(`${WALLET}/api/user-side/getSettings`).catch(() => null))?.ok ?? false, { timeout: 150_000, intervals: [500] }).toBe(true);
  walletRequest = await playwrightRequest.newContext({ baseURL: WALLET });
});

test.afterAll(async () => {
  server?.kill();
  await walletRequest?.dispose();
});

const cardToken = async (request: APIRequestContext, member: Account) => (await userGet<{ card_token: string }>(request, member, 'getMemberCard')).card_token;

test('My card shows no wallet button while the operator has configured none', async ({ page, request }) => {
  const member = await apiSignUp(request);
  await openAs(page, member, '/en/profile/card');
  await expect(page.getByRole('main').getByRole('region', { name: 'Member card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Apple Wallet' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to Google Wallet' })).toHaveCount(0);
});

test('with the keys configured, My card adds the card to Apple Wallet and saves it to Google Wallet', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one server with keys, every width set here');
  test.setTimeout(180_000);
  const member = await apiSignUp(walletRequest);
  const token = await cardToken(walletRequest, member);

  await openAs(page, member, `${WALLET}/en/profile/card`);
  const apple = page.getByRole('button', { name: 'Add to Apple Wallet' });
  const google = page.getByRole('button', { name: 'Save to Google Wallet' });
  await expect(apple).toBeVisible();
  await expect(google).toBeVisible();
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);

  for (const lang of ['en', 'lt'] as const) {
    await page.goto(`${WALLET}/${lang}/profile/card`);
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      const buttons = page.locator('[data-wallet]');
      await expect(buttons).toHaveCount(2);
      // Both codes drawn first: the page has its final height, so the scroll stays where it is put.
      await expect(page.locator('[data-state="drawn"]')).toHaveCount(2);
      await buttons.first().evaluate((button) => button.scrollIntoView({ block: 'center' }));
      for (const box of [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()]) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      await shot(page, testInfo, `wallet-buttons-${lang}-${width}`);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${WALLET}/en/profile/card`);

  const downloading = page.waitForEvent('download');
  await apple.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('member-card.pkpass');
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']));
  const pass = JSON.parse(strFromU8(files['pass.json']!)) as { barcodes: Array<{ message: string }>; webServiceURL: string };
  expect(pass.barcodes[0]!.message).toBe(token);
  expect(pass.webServiceURL).toBe(`${WALLET}/api/wallet/apple`);

  await page.route('https://pay.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet stand-in</title><h1>Saved</h1>' }));
  await google.click();
  await expect(page).toHaveURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  const jwt = page.url().split('/').pop()!;
  const { payload } = await jwtVerify(jwt, createPublicKey(keys.googlePublicKeyPem), { audience: 'google' });
  const object = (payload.payload as { loyaltyObjects: Array<{ barcode: { value: string } }> }).loyaltyObjects[0]!;
  expect(object.barcode.value).toBe(token);
});
