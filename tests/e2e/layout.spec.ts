// Text pages for visitors, and the fixed mobile login footer on the phone.
import { expect, test } from '@playwright/test';
import { isPhone } from './support/auth';
import { shot } from './support/shots';

for (const { path, title, text } of [
  { path: '/en/help', title: 'Help', text: 'Everything you need to know about Aurora Rewards' },
  { path: '/en/terms', title: 'Programme rules', text: '' },
]) {
  test(`${path} renders the server's page for a visitor, with the login footer on the phone`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.getByRole('article');
    if (text) await expect(article).toContainText(text);
    expect((await article.innerText()).length, 'a real page body').toBeGreaterThan(200);

    const loginFooter = page.getByRole('link', { name: 'Log in', exact: true });
    if (isPhone(page)) {
      await expect(loginFooter).toBeVisible();
      // Fixed at the bottom, 60 px tall (plus its 1 px top border), and it does not hide the end of the page.
      const bar = loginFooter.locator('xpath=..');
      await expect(bar).toHaveCSS('position', 'fixed');
      const box = (await bar.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(Math.round(box.height)).toBeGreaterThanOrEqual(60);
      expect(Math.round(box.height)).toBeLessThanOrEqual(61);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const lastLine = page.getByRole('contentinfo').last();
      const footerBox = (await lastLine.boundingBox())!;
      expect(footerBox.y + footerBox.height, 'page footer above the fixed login footer').toBeLessThanOrEqual(box.y + 1);
      await shot(page, testInfo, `text-page${path.replaceAll('/', '-')}`);
      await loginFooter.click();
      await expect(page).toHaveURL(/\/en\/sign-in$/);
    } else {
      await expect(loginFooter).toHaveCount(0);
      await shot(page, testInfo, `text-page${path.replaceAll('/', '-')}`);
    }
  });
}

test('signed out, the sign-in page has one column with no signed-in menu', async ({ page }) => {
  await page.goto('/en/sign-in');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Your summary' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Menu/ })).toHaveCount(0);
  if (!isPhone(page)) {
    // Desktop header: the phone sign-in button only when the layout setting asks for it; the logo always.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
  }
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
