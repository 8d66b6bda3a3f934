// Social sign-in and linking end to end, against the server's fake OAuth providers
// (OAUTH_FAKE_PROVIDERS=true in playwright.config.ts; consent page at /api/dev/oauth/{provider}/authorize).
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, finishWelcomeTour } from './support/auth';
import { shot } from './support/shots';

/** The fake provider's consent page in the popup: a person's names, then Continue. */
async function consent(popup: Page, provider: string, { firstName, lastName }: { firstName: string; lastName: string }) {
  await popup.waitForURL(new RegExp(`/api/dev/oauth/${provider}/`));
  await popup.getByLabel(/first name/i).fill(firstName);
  await popup.getByLabel(/last name/i).fill(lastName);
}

test('signs up with Google in a popup, then connects and disconnects Facebook on the profile', async ({ page }, testInfo) => {
  const accountId = `e2e-${testInfo.project.name}-${Date.now()}`;

  await page.goto('/en/sign-in');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await shot(page, testInfo, 'social-01-sign-in');

  const popupOpened = page.waitForEvent('popup');
  await google.click();
  const popup = await popupOpened;
  await consent(popup, 'google', { firstName: 'Greta', lastName: 'Social' });
  // A fresh account (the page suggests a random one): a new member is signed up.
  await popup.getByLabel('Account id', { exact: true }).fill(accountId);
  await popup.getByLabel('E-mail').fill(`${accountId}@example.test`);
  await popup.screenshot({ path: `.tmp/shots/${testInfo.project.name}-social-02-popup.png` });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;

  // A new member: the terms, then the dashboard with the welcome tour.
  await acceptTerms(page);
  await expect(page).toHaveURL(/\/en\/dashboard$/, { timeout: 30_000 });
  await finishWelcomeTour(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();

  await page.goto('/en/profile/social');
  await expect(page.getByRole('heading', { name: 'Social accounts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect Google' })).toBeVisible();
  const connectFacebook = page.getByRole('button', { name: 'Connect Facebook' });
  await expect(connectFacebook).toBeVisible();

  const fbOpened = page.waitForEvent('popup');
  await connectFacebook.click();
  const fbPopup = await fbOpened;
  await consent(fbPopup, 'facebook', { firstName: 'Greta', lastName: 'Social' });
  const fbClosed = fbPopup.waitForEvent('close');
  await fbPopup.getByRole('button', { name: 'Continue' }).click();
  await fbClosed;

  const disconnectFacebook = page.getByRole('button', { name: 'Disconnect Facebook' });
  await expect(disconnectFacebook).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'social-03-profile-connected');

  await disconnectFacebook.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Disconnect Facebook?');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Facebook' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect Google' })).toBeVisible();
  await shot(page, testInfo, 'social-04-profile-disconnected');
});
