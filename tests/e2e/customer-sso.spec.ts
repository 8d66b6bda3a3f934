// Single sign-on from the operator's own site (customerLoginUrl), which runs on another
// origin (the fake provider process plays it, scripts/fake-oauth-provider.ts): the member signs in
// there and is sent back with a signed assertion that signs them in here. The assertion is single-use.
import { expect, test } from '@playwright/test';

test("a member signs in on the operator's site and comes back signed in; the same assertion cannot be used again", async ({ page, browser, baseURL }) => {
  await page.goto('/lt/customer-login');
  const toOperator = page.getByRole('link', { name: 'Prisijungti klientų svetainėje' });
  await expect(toOperator).toBeVisible();
  await toOperator.click();

  // The operator's site, on another origin than the app.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/operator\/login$/);
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
  await page.getByLabel('Customer number').fill('aur100003');
  const back = page.waitForURL(/\/customer-sso\?assertion=/);
  await page.getByRole('button', { name: 'Sign in and go back to the app' }).click();
  await back;
  const assertionUrl = page.url();

  // Signed in, in the language the member was using, and the assertion is gone from the address.
  await expect(page).toHaveURL(/\/lt\/dashboard$/, { timeout: 30_000 });

  // A replay of the same assertion (a link copied from the history, say) is refused in words.
  const other = await browser.newContext();
  const replay = await other.newPage();
  await replay.goto(assertionUrl.replace(/^https?:\/\/[^/]+\/(lt\/)?/, `${baseURL}/en/`));
  await expect(replay.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible();
  await expect(replay.getByText('This sign-in link from the customer site has been used already.')).toBeVisible();
  await expect(replay).toHaveURL(/\/en\/customer-sso$/);
  await other.close();
});
