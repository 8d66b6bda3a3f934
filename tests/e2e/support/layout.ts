// Where the signed-in layout shows who is signed in and their points, at phone and desktop sizes.
import { expect, type Page } from '@playwright/test';
import { isPhone } from './auth';

/**
 * The header greeting ("Hello, {name}!"). A phone header too narrow for it shows the name on the
 * drawer's profile card instead.
 */
export async function expectNameShown(page: Page, fullName: string) {
  const greeting = page.getByRole('banner').getByText(`Hello, ${fullName}!`);
  if (!isPhone(page) || (await greeting.isVisible())) {
    await expect(greeting).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: /^Menu/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: new RegExp(fullName) })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
}

/** Desktop: the right panel's points block. Phone: the prizes tab of the bottom menu ("30 pts"). */
export async function expectPointsShown(page: Page, points: number) {
  if (isPhone(page)) {
    const prizesTab = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Prizes/ });
    await expect(prizesTab).toBeVisible();
    await expect(prizesTab).toHaveText(new RegExp(`(^|\\D)${points}\\s*pts`));
  } else {
    const panel = page.getByRole('complementary', { name: 'Your summary' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Your points' })).toContainText(new RegExp(`(^|\\D)${points}\\s*points`));
  }
}
