// The root and language-only redirects, the 404 page, digits-only ids.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PHONES, signIn } from './support/auth';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
}

test('signed out: / and /en go to sign-in; unknown pages and non-digit ids show the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  await expect(page.getByRole('link', { name: /Sign up/ })).toBeVisible();

  await page.goto('/en');
  await expect(page).toHaveURL(/\/en\/sign-in$/);

  await page.goto('/en/no-such-page');
  await expect(page).toHaveURL(/\/en\/no-such-page$/);
  await expectNotFound(page);
  await expect(page).toHaveTitle(/Page not found/);

  await page.goto('/en/prizes/abc');
  await expectNotFound(page);

  await page.goto('/en/not-found');
  await expectNotFound(page);

  // The 404 page leads back home, which for a visitor is sign-in.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in$/);
});

test('signed in: / and /en go to the dashboard, public-only pages too, and bad ids still show the 404 page', async ({ page }) => {
  await signIn(page, DEMO_PHONES[1]);
  await expect(page).toHaveURL(/\/en\/dashboard$/, { timeout: 30_000 });

  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();

  await page.goto('/en');
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  // Public-only routes send a signed-in user to the dashboard.
  await page.goto('/en/sign-in');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/en/registration');
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  await page.goto('/en/prizes/abc');
  await expectNotFound(page);
  await page.goto('/en/prizes/reward/12x');
  await expectNotFound(page);
  await page.goto('/en/definitely/not/here');
  await expectNotFound(page);
  // Still signed in: the layout around the 404 page is the signed-in one.
  await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
});
