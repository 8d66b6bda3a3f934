// Pictures of the console's staff and member screens at 320, 390 and 1280 px in English and Lithuanian,
// for a person to look at (.tmp/shots/screens-*.png); each screen is also checked to show its heading
// and to fit the screen's width.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer } from './support/api';
import { CONSOLE_HEIGHT, newStaff, staffToken } from './support/console';
import { atEveryWidth } from './support/every-width';
import { takingShots } from './support/shots';
import { splitWords } from './support/split-words';
import { currentTotpCode } from './support/staff-links';

const WIDTHS = [320, 390, 1280];
const LANGUAGES = ['en', 'lt'] as const;
type Lang = (typeof LANGUAGES)[number];

async function picture(page: Page, name: string, lang: Lang, width: number) {
  await page.waitForTimeout(300);
  // A wide table scrolls inside its own region; the page itself never scrolls sideways (WCAG 1.4.10).
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${lang} ${width}px is wider than the screen`).toBeLessThanOrEqual(width);
  expect.soft(await splitWords(page), `${name} ${lang} ${width}px splits a word`).toEqual([]);
  if (takingShots) await page.screenshot({ path: `.tmp/shots/screens-${name}-${lang}-${width}.png`, fullPage: true });
}

async function consoleIn(browser: Browser, lang: Lang, width: number) {
  const context = await browser.newContext({ viewport: { width, height: CONSOLE_HEIGHT } });
  await context.addInitScript((l) => localStorage.setItem('console-lang', l), lang);
  return { context, page: await context.newPage() };
}

const WORDS = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in', code: 'Code from your authenticator app', setUp: 'Set up two-factor sign-in', show: 'Show members', challenges: 'Challenges', completed: 'Completed', quiz: 'Coffee quiz', language: 'Lithuanian' },
  lt: { email: 'El. paštas', password: 'Slaptažodis', signIn: 'Prisijungti', code: 'Kodas iš autentifikavimo programėlės', setUp: 'Nustatyti prisijungimą dviem veiksniais', show: 'Rodyti narius', challenges: 'Užduotys', completed: 'Įvykdyta', quiz: 'Kavos viktorina', language: 'Lietuvių' },
};

test('the staff and member screens at every width in both languages', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Sets its own widths.');
  test.setTimeout(300_000);
  const admin = await newStaff(request, 'admin');
  for (const lang of LANGUAGES) {
    const w = WORDS[lang];
    // One account per language: a sign-in stopped at the code counts as an attempt (the password alone
    // proves nothing), and five in a row lock the e-mail.
    const withCode = await newStaff(request, 'admin');
    const token = bearer(await staffToken(request, withCode));
    const { secret } = (await (await request.post('/api/console/me/two-factor/start', { headers: token })).json()) as { secret: string };
    expect((await request.post('/api/console/me/two-factor/confirm', { headers: token, data: { code: await currentTotpCode(secret) } })).ok()).toBeTruthy();
    // One load per screen, resized through the widths (support/every-width.ts).
    const { context, page } = await consoleIn(browser, lang, WIDTHS[0]!);
    const seen = (name: string) => atEveryWidth(page, WIDTHS, (width) => picture(page, name, lang, width), CONSOLE_HEIGHT);
    await page.goto('/admin/set-password?token=a-token-from-the-mail-000000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await seen('set-password');

    await page.goto('/admin');
    await page.getByLabel(w.email).fill(withCode.email);
    await page.getByLabel(w.password, { exact: true }).fill(withCode.password);
    await page.getByRole('button', { name: w.signIn }).click();
    await expect(page.getByLabel(w.code)).toBeVisible();
    await seen('sign-in-code');

    await page.reload();
    await page.getByLabel(w.email).fill(admin.email);
    await page.getByLabel(w.password, { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: w.signIn }).click();
    await expect(page.locator('header.top nav')).toBeVisible();

    for (const [name, path] of [
      ['staff', '/admin/staff'],
      ['members', '/admin/members?points_min=1&sort=points&order=desc'],
      ['audit', '/admin/audit'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main table').first()).toBeVisible();
      await seen(name);
    }

    // The programme's newer screens: each shows its heading, then its content settles.
    for (const name of ['overview', 'tiers', 'segments', 'import', 'reports', 'webhooks', 'settings']) {
      await page.goto(`/admin/${name}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await seen(name);
    }

    await page.goto('/admin/members?q=AUR100001');
    await page.locator('main table a').first().click();
    await expect(page.locator('#purchases-title')).toBeVisible();
    // The member's challenges in the console's language: their names and states, never a stored code word.
    const challenges = page.getByRole('region', { name: w.challenges });
    await expect(challenges.getByRole('cell', { name: w.quiz, exact: true })).toBeVisible();
    await expect(challenges.getByRole('cell', { name: w.completed, exact: true }).first()).toBeVisible();
    await expect(challenges.getByRole('cell', { name: 'completed', exact: true })).toHaveCount(0);
    await expect(page.getByRole('definition').filter({ hasText: w.language })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '+37060000001' })).toBeVisible();
    await seen('member');

    await page.goto('/admin/account');
    await page.getByRole('button', { name: w.setUp }).click();
    await expect(page.locator('img.qr')).toBeVisible();
    await seen('account');
    await context.close();
  }
});
