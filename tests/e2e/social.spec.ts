// Social sign-in and linking end to end, against the fake OAuth providers, which run on another origin
// (http://127.0.0.1:{E2E_PORT+100}, the app being on http://localhost:{E2E_PORT}; see playwright.config.ts):
// the popup really leaves the app's origin for the provider's and comes back, as with the real ones.
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, finishWelcomeTour } from './support/auth';
import { shot, takingShots } from './support/shots';

/** The fake provider's consent page in the popup (on the provider's own origin): a person's names. */
async function consent(popup: Page, provider: string, { firstName, lastName }: { firstName: string; lastName: string }) {
  await popup.waitForURL(new RegExp(`/api/dev/oauth/${provider}/`));
  // The app is on localhost: the provider is on another host name (and port).
  expect(new URL(popup.url()).hostname).toBe('127.0.0.1');
  await popup.getByLabel(/first name/i).fill(firstName);
  await popup.getByLabel(/last name/i).fill(lastName);
}

test('signs up with Google in a popup, then connects and disconnects Facebook on the profile', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
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
  if (takingShots) await popup.screenshot({ path: `.tmp/shots/${testInfo.project.name}-social-02-popup.png` });
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

const PROVIDERS = [
  { provider: 'google', label: 'Google', lang: 'en', button: 'Continue with Google' },
  { provider: 'linkedin', label: 'LinkedIn', lang: 'lt', button: 'Tęsti su LinkedIn' },
  { provider: 'apple', label: 'Apple', lang: 'lt', button: 'Tęsti su Apple' },
  { provider: 'facebook', label: 'Facebook', lang: 'en', button: 'Continue with Facebook' },
] as const;

test('each provider signs a new member in through a popup on its own origin', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  for (const { provider, label, lang, button } of PROVIDERS) await test.step(`${label} (${lang})`, async () => {
    await page.goto(`/${lang}/sign-in`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: button }).click();
    const popup = await popupOpened;
    await consent(popup, provider, { firstName: 'Vardas', lastName: label });
    await popup.getByLabel('Account id', { exact: true }).fill(`e2e-${provider}-${testInfo.project.name}-${Date.now()}`);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await closed;
    // Signed in as a new member: the terms come first, in the page's language.
    await expect(page).toHaveURL(new RegExp(`/${lang}/terms-and-conditions`), { timeout: 30_000 });
    await expect(page.getByRole('checkbox')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
  });
});

test('Facebook without a popup takes the whole page to the provider and back', async ({ page }, testInfo) => {
  // As in an app added to the iOS home screen, where no popup can be watched.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/lt/sign-in');
  await page.getByRole('button', { name: 'Tęsti su Facebook' }).click();
  await page.waitForURL(/\/api\/dev\/oauth\/facebook\/authorize/);
  expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:/);
  await page.getByLabel('Account id', { exact: true }).fill(`e2e-fb-page-${testInfo.project.name}-${Date.now()}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/lt\/terms-and-conditions/, { timeout: 30_000 });
  await expect(page.getByRole('checkbox')).toBeVisible();
});
