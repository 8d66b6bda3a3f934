// Reward codes read back by a real decoder (zxing-cpp, tests/e2e/support/codes.ts) from screenshots
// at device pixel ratios 1, 2 and 3, for every code_media and every barcode_type the server issues
// (server/services/economy/reward-codes.ts), with the code in text under every barcode.
// The demo catalogue sells QR code, Code 128 and EAN-13 prizes: those rewards are bought for real.
// The other types (EAN-8, UPC-A, ITF-14, ITF) are in no demo prize, so the reward answer of a bought
// one is given that type and a code the server's own generator makes for it.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { generateRewardCode } from '../../server/services/economy/reward-codes';
import { apiSignUp, awardPoints, bearer, openAs, userGet, type Account } from './support/api';
import { decodePng, expectDrawn } from './support/codes';

interface RewardAnswer {
  id: number;
  name: string;
  code_media: 'code' | 'barcode' | 'code_barcode';
  reward_code: string;
  barcode_type: string;
}

/** zxing's names for the symbologies. */
const FORMAT: Record<string, string> = {
  QRCODE: 'QRCode',
  CODE128: 'Code128',
  EAN13: 'EAN13',
  EAN8: 'EAN8',
  UPCA: 'UPCA',
  // ITF-14 is 14 digits of ITF; without bearer bars a reader names it ITF.
  ITF14: 'ITF',
  ITF: 'ITF',
};

const PRIZES = ['Reusable coffee cup', 'Cinnamon bun', '10% off outdoor gear', 'Filter coffee'];

async function buyDemoRewards(request: Page['request']): Promise<{ account: Account; rewards: RewardAnswer[] }> {
  const account = await apiSignUp(request);
  await awardPoints(request, account.phone, 600);
  const { prizes } = await userGet<{ prizes: { id: number; prize_name: string }[] }>(request, account, 'getPrizes?start_from=0&length=100&lang=en');
  for (const name of PRIZES) {
    const prize = prizes.find((p) => p.prize_name === name);
    expect(prize, `demo prize ${name}`).toBeTruthy();
    const bought = await request.post('/api/user-side/redeemPrize?lang=en', {
      headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
      data: { prize_id: prize!.id },
    });
    expect(bought.ok(), `redeemPrize ${name}: ${await bought.text()}`).toBeTruthy();
  }
  return { account, rewards: await userGet<RewardAnswer[]>(request, account, 'getUserActiveRewards?lang=en') };
}

/**
 * A context at `scale` device pixels per CSS pixel, at the project's screen size. No service worker:
 * the answers this test changes are then seen by page.route.
 */
async function pageAt(browser: Browser, testInfo: TestInfo, scale: number, width?: number) {
  const { viewport: projectViewport, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const viewport = width && projectViewport ? { ...projectViewport, width } : projectViewport;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor: scale, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** Answers reward `id` (alone and in the active list) as `changed`: the app draws what it is given. */
async function answerRewardAs(page: Page, id: number, changed: Partial<RewardAnswer>) {
  await page.route(`**/api/user-side/getUserReward/${id}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as RewardAnswer), ...changed } });
  });
  await page.route('**/api/user-side/getUserActiveRewards', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as RewardAnswer[];
    await route.fulfill({ response, json: list.map((r) => (r.id === id ? { ...r, ...changed } : r)) });
  });
}

/** Opens the reward and reads its symbol back from a screenshot of the white panel. */
async function scanReward(page: Page, account: Account, reward: RewardAnswer) {
  await openAs(page, account, `/en/prizes/reward/${reward.id}`);
  await expect(page.getByRole('heading', { level: 1, name: reward.name })).toBeVisible();
  const kind = reward.barcode_type === 'QRCODE' ? 'QR code' : 'Barcode';
  const spelled = [...reward.reward_code].join(' ');
  const symbol = page.getByRole('img', { name: `${kind}: ${spelled}`, exact: true });
  await expectDrawn(symbol);
  await expect(symbol.locator('xpath=..')).toHaveAttribute('data-state', 'drawn');

  // Shown at its own pixels: canvas pixels = CSS size x device pixel ratio, so every module is a
  // whole number of device pixels.
  const { drawn, shown } = await symbol.evaluate((canvas: HTMLCanvasElement) => ({
    drawn: canvas.width,
    shown: canvas.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  expect(Math.abs(drawn - shown)).toBeLessThan(0.01);

  // The code in text under the symbol: the caption in the panel, or the code row with Copy.
  const text = page.getByRole('main').getByText(reward.reward_code, { exact: true });
  await expect(text).toBeVisible();
  const [symbolBox, textBox] = [await symbol.boundingBox(), await text.boundingBox()];
  expect(textBox!.y).toBeGreaterThanOrEqual(symbolBox!.y + symbolBox!.height - 1);

  const panel = symbol.locator('xpath=..');
  // A UPC-A symbol is an EAN-13 one with a leading 0: a reader that reads both may name it either way.
  const asIssued = ({ text, format }: { text: string; format: string }) =>
    reward.barcode_type === 'UPCA' && format === 'EAN13' && text.startsWith('0') ? { text: text.slice(1), format: 'UPCA' } : { text, format };
  await expect
    .poll(async () => (await decodePng(await panel.screenshot({ animations: 'disabled' }))).map(asIssued), {
      message: `${reward.barcode_type} ${reward.reward_code}`,
    })
    .toContainEqual({ text: reward.reward_code, format: FORMAT[reward.barcode_type] });
}

test('every code media and barcode type decodes from screenshots at 1x, 2x and 3x, with its code in text', async ({ browser, request }, testInfo) => {
  test.setTimeout(240_000);
  const { account, rewards } = await buyDemoRewards(request);
  const byName = (name: string) => rewards.find((r) => r.name === name)!;
  const qr = byName('Reusable coffee cup');
  const code128 = byName('Cinnamon bun');
  const ean13 = byName('10% off outdoor gear');
  const codeOnly = byName('Filter coffee');
  expect([qr.code_media, qr.barcode_type]).toEqual(['code_barcode', 'QRCODE']);
  expect([code128.code_media, code128.barcode_type]).toEqual(['barcode', 'CODE128']);
  expect([ean13.code_media, ean13.barcode_type]).toEqual(['barcode', 'EAN13']);
  expect(codeOnly.code_media).toBe('code');

  // Bought for real, then the issued types no demo prize has (and the media the demo pairs with none).
  const cases: { reward: RewardAnswer; changed?: Partial<RewardAnswer> }[] = [{ reward: qr }, { reward: code128 }, { reward: ean13 }];
  const other: [RewardAnswer['code_media'], string][] = [
    ['code_barcode', 'CODE128'],
    ['barcode', 'QRCODE'],
    ['barcode', 'EAN8'],
    ['code_barcode', 'UPCA'],
    ['barcode', 'ITF14'],
    ['barcode', 'ITF'],
  ];
  for (const [code_media, barcode_type] of other) {
    const changed = { code_media, barcode_type, reward_code: generateRewardCode(code_media, barcode_type) };
    cases.push({ reward: { ...code128, ...changed }, changed });
  }

  for (const scale of [1, 2, 3]) {
    const { context, page } = await pageAt(browser, testInfo, scale);
    for (const { reward, changed } of cases) {
      await test.step(`${reward.code_media} ${reward.barcode_type} at ${scale}x`, async () => {
        await page.unrouteAll({ behavior: 'wait' });
        if (changed) await answerRewardAs(page, reward.id, changed);
        await scanReward(page, account, reward);
      });
    }
    // code: the code in text only, no symbol.
    await page.unrouteAll({ behavior: 'wait' });
    await openAs(page, account, `/en/prizes/reward/${codeOnly.id}`);
    await expect(page.getByRole('main').getByText(codeOnly.reward_code, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^(QR code|Barcode): / })).toHaveCount(0);
    await context.close();
  }
});

test('a QR code and a Code 128 reward decode on the narrowest phone at 1x and on a 3x phone', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'phone sizes');
  test.setTimeout(120_000);
  const { account, rewards } = await buyDemoRewards(request);
  const longest = { code_media: 'barcode' as const, barcode_type: 'CODE128', reward_code: generateRewardCode('barcode', 'CODE128') };
  const cases = [rewards.find((r) => r.name === 'Reusable coffee cup')!, rewards.find((r) => r.name === 'Cinnamon bun')!];
  for (const [width, scale] of [
    [320, 1],
    [390, 3],
  ] as const) {
    const { context, page } = await pageAt(browser, testInfo, scale, width);
    for (const reward of cases) {
      await test.step(`${reward.barcode_type} at ${width} px ${scale}x`, async () => {
        await page.unrouteAll({ behavior: 'wait' });
        await scanReward(page, account, reward);
      });
    }
    await test.step(`a Code 128 code of the longest kind at ${width} px ${scale}x`, async () => {
      await page.unrouteAll({ behavior: 'wait' });
      await answerRewardAs(page, cases[1]!.id, longest);
      await scanReward(page, account, { ...cases[1]!, ...longest });
    });
    await context.close();
  }
});
