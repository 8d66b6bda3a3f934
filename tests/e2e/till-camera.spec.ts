// Till mode's camera where the browser has no BarcodeDetector (Chromium on Linux): Chromium's fake
// camera plays a video of the member's reward QR code, rendered here; the console decodes it with
// zxing-wasm from its own build, the till marks the reward used, the member sees it used, and a second
// scan is told it is already used.
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import { encode } from 'uqr';
import { apiSignUp, awardPoints, bearer, openAs, userGet, type Account } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { takingShots } from './support/shots';

const ADMIN = { email: 'admin@aurora.example', password: 'aurora-admin-demo' };
const WIDTH = 640;
const HEIGHT = 480;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One run is enough: the till opens its own phone-sized window.');
});

/** A few seconds of a still picture of `text` as a QR code, black on white, as a YUV4MPEG2 (4:2:0) file. */
async function qrVideo(text: string): Promise<string> {
  const { data: modules } = encode(text, { ecc: 'M', border: 4 });
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / modules.length);
  const left = Math.floor((WIDTH - modules.length * scale) / 2);
  const top = Math.floor((HEIGHT - modules.length * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) luma.fill(0, (top + y * scale + dy) * WIDTH + left + x * scale, (top + y * scale + dy) * WIDTH + left + (x + 1) * scale);
    }),
  );
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'till-camera-')), 'reward.y4m');
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

/** A till account made by the demo admin through the API. */
async function newTill(request: APIRequestContext) {
  const signedIn = await request.post('/api/console/sign-in', { data: ADMIN });
  const { token } = (await signedIn.json()) as { token: string };
  const till = { email: `camera-${randomUUID().slice(0, 8)}@aurora.example`, password: 'till-password-123', role: 'till' };
  const made = await request.post('/api/console/staff', { headers: bearer(token), data: till });
  expect(made.ok(), await made.text()).toBeTruthy();
  return till;
}

/** A new member buys a demo prize: the member and the reward. */
async function memberWithReward(request: APIRequestContext): Promise<{ member: Account; reward: { id: number; reward_code: string } }> {
  const member = await apiSignUp(request);
  await awardPoints(request, member.phone, 600);
  const { prizes } = await userGet<{ prizes: { id: number; prize_name: string }[] }>(request, member, 'getPrizes?start_from=0&length=100&lang=en');
  const prize = prizes.find((p) => p.prize_name === 'Cinnamon bun')!;
  const bought = await request.post('/api/user-side/redeemPrize?lang=en', {
    headers: { ...bearer(member.token), 'idempotency-key': randomUUID() },
    data: { prize_id: prize.id },
  });
  expect(bought.ok(), await bought.text()).toBeTruthy();
  return { member, reward: (await bought.json()) as { id: number; reward_code: string } };
}

test('the till scans a reward QR with the camera, decoded by zxing-wasm from the console itself', async ({ browser, request, baseURL, launchOptions }, testInfo) => {
  const [till, { member, reward }] = await Promise.all([newTill(request), memberWithReward(request)]);
  const video = await qrVideo(reward.reward_code);
  const camera = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await camera.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['camera'] });
  const page = await context.newPage();
  const wasm: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('.wasm')) wasm.push(r.url());
  });

  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(till.email);
  await page.getByLabel('Password').fill(till.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  expect(wasm).toEqual([]);

  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cinnamon bun' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Reward code or member card')).toHaveValue(reward.reward_code);
  await expect(page.getByText('Ready to use')).toBeVisible();
  expect(wasm).toHaveLength(1);
  expect(new URL(wasm[0]!).origin).toBe(new URL(baseURL!).origin);
  expect(new URL(wasm[0]!).pathname).toMatch(/^\/admin\/assets\/zxing_reader-[\w-]+\.wasm$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (takingShots) await page.screenshot({ path: `.tmp/shots/${testInfo.project.name}-console-till-camera.png` });

  await page.getByRole('button', { name: 'Mark used' }).click();
  await expect(page.getByRole('status')).toHaveText('Marked used. Hand over the reward.');

  const memberPage = await (await browser.newContext({ baseURL })).newPage();
  await openAs(memberPage, member, `/en/prizes/reward/${reward.id}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Cinnamon bun' })).toBeVisible();
  await expect(memberPage.getByText(/^Used on /)).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);

  // The second scan, in Lithuanian.
  await page.getByLabel('Language').selectOption('lt');
  await page.getByRole('button', { name: 'Kitas klientas' }).click();
  await page.getByRole('button', { name: 'Skenuoti kamera' }).click();
  await expect(page.getByText('Jau panaudotas', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Pažymėti panaudotu' })).toHaveCount(0);
  if (takingShots) await page.screenshot({ path: `.tmp/shots/${testInfo.project.name}-console-till-camera-used-lt.png` });
  await camera.close();
});
