// Tiers end to end: an admin adds a tier in the console (names in English and Lithuanian, with the
// preview) and edits it; a new member sees their tier and the progress to the next on the dashboard,
// the profile and My card, and the moment they move up reaches their open dashboard live. Pictures of
// the app's tier displays and the console page at 320, 390 and 1280 px in both languages
// (.tmp/shots/tiers-*.png); axe finds nothing serious on them.
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, awardPoints, openAs, type Account } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { CONSOLE_HEIGHT, consoleAs, newStaff } from './support/console';
import { atEveryWidth } from './support/every-width';
import { waitForQuietNetwork } from './support/quiet-network';
import { takingShots } from './support/shots';

const WIDTHS = [320, 390, 1280];
const LANGUAGES = ['en', 'lt'] as const;
type Lang = (typeof LANGUAGES)[number];

async function picture(page: Page, name: string, lang: Lang, width: number) {
  await page.waitForTimeout(400);
  if (takingShots) await page.screenshot({ path: `.tmp/shots/tiers-${name}-${lang}-${width}.png`, fullPage: true });
}

async function expectAccessible(page: Page, within?: string) {
  expect(await seriousA11yViolations(page, within)).toEqual([]);
}


test('an admin adds a tier with a preview and edits it; the console page at every width', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Sets its own widths.');
  test.setTimeout(240_000);
  const admin = await newStaff(request, 'admin');
  const threshold = 5000 + Math.floor(Math.random() * 1000);
  const { context, page } = await consoleAs(browser, admin, 'en', 1280);
  await page.getByRole('link', { name: 'Tiers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiers' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bronze/ })).toBeVisible();
  await page.getByRole('link', { name: 'Add a tier' }).click();
  const english = page.locator('fieldset[lang="en"]');
  const lithuanian = page.locator('fieldset[lang="lt"]');
  await english.getByLabel('Name').fill('Platinum');
  await english.getByLabel(/Benefits/).fill('Double points on everything.');
  await lithuanian.getByLabel('Name').fill('Platininis');
  await lithuanian.getByLabel(/Benefits/).fill('Dvigubi taškai už viską.');
  await page.getByLabel('Points needed in the window').fill(String(threshold));
  await page.getByLabel(/Earning multiplier/).fill('2');
  await expect(page.getByTestId('tier-preview-lt')).toContainText('Platininis');
  await expect(page.getByTestId('tier-preview-en')).toContainText('×2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add the tier' }).click();
  const row = page.getByRole('row', { name: /Platinum/ });
  await expect(row).toContainText('×2');

  await row.getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel(/Earning multiplier/).fill('1.75');
  await page.getByRole('button', { name: 'Save the tier' }).click();
  await expect(page.getByRole('row', { name: /Platinum/ })).toContainText('×1.75');
  // A threshold another tier has: the server's words, not a crash.
  await page.getByRole('row', { name: /Platinum/ }).getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel('Points needed in the window').fill('250');
  await page.getByRole('button', { name: 'Save the tier' }).click();
  await expect(page.getByText(/Another tier needs this many points already/)).toBeVisible();
  await context.close();

  for (const lang of LANGUAGES) {
    const { context: c, page: p } = await consoleAs(browser, admin, lang, WIDTHS[0]!);
    await p.goto('/admin/tiers');
    await expect(p.locator('main table')).toBeVisible();
    await atEveryWidth(p, WIDTHS, (width) => picture(p, 'console-list', lang, width), CONSOLE_HEIGHT);
    await p.locator('main table a').last().click();
    await expect(p.getByTestId(`tier-preview-${lang}`)).toBeVisible();
    await atEveryWidth(p, WIDTHS, (width) => picture(p, 'console-edit', lang, width), CONSOLE_HEIGHT);
    await c.close();
  }
});

async function openDashboard(page: Page, member: Account, lang: Lang) {
  await openAs(page, member, `/${lang}/dashboard`);
  await expect(page.getByTestId('tier-full')).toBeVisible();
  await waitForQuietNetwork(page);
}

test('a member sees their tier and progress on the dashboard, profile and My card, and the moment they move up', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await apiSignUp(request); // 30 points: Bronze, 220 more to Silver
  await openDashboard(page, member, 'en');
  const card = page.getByTestId('tier-full');
  await expect(card.getByRole('heading', { name: 'Bronze' })).toBeVisible();
  await expect(card).toContainText('220 more points to Silver');
  await expect(card.getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '12');
  await expectAccessible(page, '[data-testid="tier-full"]');

  // Moving up while the dashboard is open: the live stream brings the moment.
  await awardPoints(request, member.phone, 230, 'Shop purchase');
  const moment = page.getByTestId('tier-celebration');
  await expect(moment).toContainText('You moved up to Silver!', { timeout: 20_000 });
  // Contrast is measured once the moment has faded in, not halfway.
  await expect(moment).toHaveCSS('opacity', '1');
  await expectAccessible(page, '[data-testid="tier-full"]');
  await moment.getByRole('button', { name: 'Great!' }).click();
  await expect(moment).toBeHidden();
  await expect(card.getByRole('heading', { name: 'Silver' })).toBeVisible();
  await expect(card).toContainText('×1.1 points');

  await page.goto('/en/profile');
  await expect(page.getByTestId('tier-compact').getByRole('heading', { name: 'Silver' })).toBeVisible();
  await page.goto('/en/profile/card');
  await expect(page.getByTestId('tier-compact')).toContainText('more points to Gold');
  await page.goto('/en/history');
  await expect(page.getByText('Moved up to Silver')).toBeVisible();
});

test('the app tier displays at every width in both languages', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Sets its own widths.');
  test.setTimeout(240_000);
  const member = await apiSignUp(request);
  await awardPoints(request, member.phone, 300, 'Shop purchase'); // Silver, on the way to Gold
  for (const lang of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 900 } });
    const page = await context.newPage();
    const seen = (name: string, look?: () => Promise<void>) =>
      atEveryWidth(page, WIDTHS, async (width) => {
        await look?.();
        await picture(page, name, lang, width);
      }, 900);
    await openDashboard(page, member, lang);
    await seen('dashboard', () => page.getByTestId('tier-full').scrollIntoViewIfNeeded());
    await page.goto(`/${lang}/profile`);
    await expect(page.getByTestId('tier-compact')).toBeVisible();
    await seen('profile');
    await page.goto(`/${lang}/profile/card`);
    await expect(page.getByTestId('tier-compact')).toBeVisible();
    await seen('card', () => expectAccessible(page, '[data-testid="tier-compact"]'));
    await page.goto(`/${lang}/history`);
    await expect(page.getByText(lang === 'en' ? 'Moved up to Silver' : 'Pakilote į lygį „Sidabrinis“')).toBeVisible();
    await seen('history');
    await context.close();
  }
});
