// The signed-out first screens come as HTML rendered by React on the server and are hydrated by
// react-dom (docs/architecture.md, "How a page is painted"): the HTML holds the screen, hydration
// finds exactly that markup, without JavaScript the screen is the same, and a member signed in on
// the device never sees it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, openAs } from './support/api';

const PAGES = ['sign-in', 'phone-login', 'registration', 'customer-login', 'waitlist-invitation', 'help', 'about', 'business', 'terms', 'privacy-policy', 'news', 'news/1'];
const LANGUAGES = ['en', 'lt'];
/** What React says when the server's markup and the first render differ (minified: #418 to #425). */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|Minified React error #4(18|19|2[0-5])/i;

function collectTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

for (const lang of LANGUAGES) {
  for (const name of PAGES) {
    test(`/${lang}/${name} comes rendered and hydrates without a mismatch`, async ({ page, request }) => {
      const html = await (await request.get(`/${lang}/${name}`)).text();
      expect(html).toMatch(/<div id="root" data-server-rendered(="")?><div/);
      expect(html).toContain('<h1');
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));

      const trouble = collectTrouble(page);
      await page.goto(`/${lang}/${name}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const drawn = await heading.textContent();
      // Hydrated: the page answers a click (React's listeners are on the root).
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      expect(trouble).toEqual([]);
      expect(html).toContain(drawn!.replace(/&/g, '&amp;'));
    });
  }
}

test('the data a first screen shows is in its HTML, and the browser starts from the same answers', async ({ page, request }) => {
  const trouble = collectTrouble(page);
  const html = await (await request.get('/en/phone-login')).text();
  // The footer's menu (getMenuItems) and, on sign-in, the owner (getOwner) are drawn on the server.
  expect(html).toMatch(/<footer[\s\S]*About us/);
  expect(await (await request.get('/en/sign-in')).text()).toContain('Aurora Outdoor');
  expect(html).toContain('"queries":');
  await page.goto('/en/phone-login');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toBeVisible();
  expect(trouble).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGUAGES) {
    test(`/${lang}/sign-in shows the same screen`, async ({ page }) => {
      await page.goto(`/${lang}/sign-in`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: lang === 'en' ? /sign up/i : /užsiregistruoti/i }).first()).toBeVisible();
    });
  }
});

test('a member signed in on this device never sees the signed-out screen', async ({ page, request }) => {
  const account = await apiSignUp(request);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenSignedOut: string[] }).seenSignedOut = seen;
    const look = () => {
      const first = document.querySelector('#root[data-server-rendered] > *');
      if (first && getComputedStyle(first).display !== 'none') seen.push(document.title);
    };
    document.addEventListener('DOMContentLoaded', look);
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  await openAs(page, account, '/en/sign-in');
  await expect(page).toHaveURL(/\/en\/dashboard/);
  expect(await page.evaluate(() => (window as unknown as { seenSignedOut: string[] }).seenSignedOut)).toEqual([]);
});

test('the customer app is rendered by react-dom, with no Preact in it', () => {
  const maps = path.join('dist-sourcemaps', 'assets');
  const sources = readdirSync(maps)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(path.join(maps, file), 'utf8')) as { sources: string[] }).sources);
  expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
  expect(sources.filter((source) => /node_modules\/preact\//.test(source))).toEqual([]);
});
