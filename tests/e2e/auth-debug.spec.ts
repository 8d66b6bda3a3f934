import { expect, test } from '@playwright/test';
import { acceptTerms, enterCode, finishWelcomeTour, newUser, nextCode, submitRegistration, isPhone } from './support/auth';
import { expectNameShown, expectPointsShown } from './support/layout';

test('debug downstream', async ({ page }) => {
  const user = newUser();
  await page.goto('/en/registration');
  const mark = await submitRegistration(page, user);
  await enterCode(page, await nextCode(page.request, user.phone, mark));
  await acceptTerms(page);
  console.log(await finishWelcomeTour(page));
  if (isPhone(page)) await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Challenges/ }).click();
  else await page.getByRole('banner').getByRole('link', { name: 'Challenges' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expectPointsShown(page, 30);
  await expectNameShown(page, `${user.firstName} ${user.lastName}`);
});
