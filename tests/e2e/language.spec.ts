// Switching to Lithuanian and back. The checks are the URL prefix, <html lang>, the server's
// Lithuanian content and the language control (named "Language", in Lithuanian "Kalba").
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PHONES, signIn } from './support/auth';

const LANGUAGE = /^(Language|Kalba)$/;

/** The language links in the page footer (signed out). */
const languageLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: LANGUAGE });

test('a visitor switches to Lithuanian from the footer and back to English', async ({ page }) => {
  await page.goto('/en/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(languageLinks(page).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  await languageLinks(page).getByRole('button', { name: 'Lietuvių' }).click();
  await expect(page).toHaveURL(/\/lt\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagalba' })).toBeVisible();
  await expect(languageLinks(page).getByRole('button', { name: 'Lietuvių' })).toHaveAttribute('aria-current', 'true');

  // The choice sticks: the root now leads to the Lithuanian sign-in page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/lt\/sign-in$/);
  await page.goto('/lt/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Programos taisyklės' })).toBeVisible();

  await languageLinks(page).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme rules' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/sign-in$/);
});

test('a signed-in customer switches language in the profile (Communication); it is saved and switched back', async ({ page }) => {
  await page.goto('/en/phone-login');
  await signIn(page, DEMO_PHONES[2], { from: null });
  await expect(page).toHaveURL(/\/en\/dashboard$/, { timeout: 30_000 });
  await page.goto('/en/profile');
  await page.getByRole('link', { name: /Communication/ }).click();
  await expect(page).toHaveURL(/\/en\/profile\/communication$/);
  const language = page.getByRole('region', { name: LANGUAGE });
  await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/user-side/saveLanguage') && r.method() === 'POST');
  await language.getByRole('button', { name: 'Lietuvių' }).click();
  expect((await saved).postDataJSON()).toEqual({ language: 'lt' });
  await expect(page).toHaveURL(/\/lt\/profile\/communication$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await expect(language.getByRole('button', { name: 'Lietuvių' })).toHaveAttribute('aria-pressed', 'true');

  // Server content follows: the help page is Lithuanian.
  await page.goto('/lt/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagalba' })).toBeVisible();

  await page.goto('/lt/profile/communication');
  const savedBack = page.waitForRequest((r) => r.url().endsWith('/api/user-side/saveLanguage') && r.method() === 'POST');
  await language.getByRole('button', { name: 'English' }).click();
  expect((await savedBack).postDataJSON()).toEqual({ language: 'en' });
  await expect(page).toHaveURL(/\/en\/profile\/communication$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a language switch re-reads everything worded by language: title, copyright, menu items; the programme name is there before the app starts', async ({ page, request }) => {
  // Before any script runs, the page as served and the manifest name the programme.
  const html = await (await request.get('/lt/help')).text();
  expect(html).toContain('<title>Aurora Rewards</title>');
  expect(html).toContain('<html lang="lt"');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Aurora Rewards', short_name: 'Aurora' });

  await page.goto('/en/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page).toHaveTitle('Help · Aurora Rewards');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Aurora Outdoor & Café. All rights reserved.');
  await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();

  await languageLinks(page).getByRole('button', { name: 'Lietuvių' }).click();
  await expect(page).toHaveURL(/\/lt\/help$/);
  await expect(page).toHaveTitle('Pagalba · Aurora Rewards');
  await expect(footer).toContainText('„Aurora Outdoor & Café“. Visos teisės saugomos.');
  await expect(footer).not.toContainText('All rights reserved');
  await expect(footer.getByRole('link', { name: 'Apie mus' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'About us' })).toHaveCount(0);

  // And back, without a reload.
  await languageLinks(page).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/help$/);
  await expect(page).toHaveTitle('Help · Aurora Rewards');
  await expect(footer).toContainText('All rights reserved.');
});
