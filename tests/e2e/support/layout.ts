// Where the signed-in layout shows who is signed in and their points, at phone and desktop sizes.
import { expect, type Page } from '@playwright/test';
import { isPhone } from './auth';

/** Desktop: the header greeting. Phone (compact header, no greeting): the name on the drawer's profile card. */
export async function expectNameShown(page: Page, fullName: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^Menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: new RegExp(fullName) })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole('banner').getByText(`Hello, ${fullName}!`)).toBeVisible();
  }
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
