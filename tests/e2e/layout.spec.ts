// Text pages for visitors, the fixed mobile login footer on the phone, and the desktop's side panel.
import { expect, test } from '@playwright/test';
import { DEMO_PHONES, isPhone, signIn } from './support/auth';
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

test('signed in on a desktop, the side panel scrolls with the page to its end, never cut off', async ({ page }) => {
  test.skip(isPhone(page), 'the side panel is the desktop layout');
  const height = 640;
  await page.setViewportSize({ width: 1280, height });
  await signIn(page, DEMO_PHONES[2]);
  await expect(page).toHaveURL(/\/en\/dashboard$/, { timeout: 30_000 });
  const panel = page.getByRole('complementary', { name: 'Your summary' });
  // Its last line: the footer's copyright, at the end of a panel far taller than this window.
  const copyright = panel.getByText('All rights reserved', { exact: false });
  await expect(copyright).toBeAttached();
  await expect.poll(() => panel.evaluate((el) => el.scrollHeight)).toBeGreaterThan(height);
  // No scroll area of its own, which hid the panel's end below the window's edge.
  expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await panel.boundingBox())!.y, 'the panel starts below the header').toBeGreaterThanOrEqual(header.y + header.height);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => {
    const box = await copyright.boundingBox();
    return box !== null && box.y >= 0 && box.y + box.height <= height;
  }, { message: 'the page scrolled to its end shows the end of the panel' }).toBe(true);

  // Tab from the end of the page's content into the panel: its first part, above the window, comes into view.
  await page.getByRole('main').locator('a[href], button:not([disabled])').last().focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await expect.poll(async () => {
    const box = await focused.boundingBox();
    return box !== null && box.y >= header.y + header.height && box.y + box.height <= height;
  }, { message: 'the focused part of the panel is in view, below the header' }).toBe(true);
});
