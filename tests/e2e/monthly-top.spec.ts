// A member in the monthly top sees the congratulation with Share on the phone (dashboard
// banner) and on the desktop (right panel), worded from the data ("You are #1 in November 2026"), and
// Share sends the landing page with its card picture, or copies the link where there is no share sheet.
import { expect, test, type Page } from '@playwright/test';
import { demoMember, openAs, userGet, type Account } from './support/api';
import { DEMO_PHONES, isPhone } from './support/auth';
import { shot } from './support/shots';

/** Found once per worker: each sign-in spends one of the phone's few codes an hour. */
let found: Account | undefined;

async function champion(page: Page): Promise<Account> {
  if (found) return found;
  for (const phone of DEMO_PHONES) {
    const member = await demoMember(page.request, phone);
    const data = await userGet<{ is_in_monthly_top: boolean }>(page.request, member, 'getUserData');
    if (data.is_in_monthly_top) return (found = member);
  }
  throw new Error('no demo member in the monthly top');
}

/** The congratulation: the dashboard banner on the phone, the right panel's block on the desktop. */
const congratulation = (page: Page) =>
  page.getByRole('region', { name: /^You (are|were) #\d+ in \S+ \d{4}$/ });

test('the congratulation is worded from the data and shares the page with its card picture', async ({ page }, testInfo) => {
  const member = await champion(page);
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[] };
    w.shared = [];
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const file = data.files?.[0];
        w.shared.push({ url: data.url, text: data.text, type: file?.type, size: file?.size ?? 0 });
      },
    });
  });
  await openAs(page, member, '/en/dashboard');
  const block = congratulation(page);
  await expect(block).toBeVisible();
  const { month } = await userGet<{ month: string }>(page.request, member, 'getMonthlyTop');
  const monthName = new Date(`${month}-15T00:00:00Z`).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(block.getByRole('heading', { level: 2 })).toContainText(monthName);
  await shot(page, testInfo, 'monthly-top-banner');

  await block.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(1);
  const [shared] = await page.evaluate(() => (window as unknown as { shared: Array<{ url: string; text: string; type: string; size: number }> }).shared);
  expect(shared!.url).toMatch(/\/en\/monthly-top-user\/\d+\/[\w-]+$/);
  expect(shared!.text).toContain(monthName);
  expect(shared!.type).toBe('image/png');
  expect(shared!.size).toBeGreaterThan(10_000);
});

test('without a share sheet, Share copies the link', async ({ page, context }) => {
  const member = await champion(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await openAs(page, member, '/lt/dashboard');
  // Lithuanian wording from the same data.
  const block = page.getByRole('region', { name: /^\d{4} m\. \S+: (esate|buvote) #\d+$/ });
  await expect(block).toBeVisible();
  await block.getByRole('button', { name: 'Bendrinti' }).click();
  await expect(page.getByText('Nuoroda nukopijuota')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/lt\/monthly-top-user\/\d+\/[\w-]+$/);
  expect(isPhone(page) || (await page.getByRole('complementary').count()) > 0).toBe(true);
});

test('a visitor on the champion page at 320 px tabs to Sign up and Sign in, and the fixed sign-in bar hides neither them nor the end of the page', async ({ page, browser }, testInfo) => {
  test.skip(!isPhone(page), 'The sign-in bar is fixed at phone widths only.');
  const member = await champion(page);
  const { monthly_top_url: url } = await userGet<{ monthly_top_url: string }>(page.request, member, 'getUserData');
  for (const lang of ['en', 'lt'] as const) {
    const visitor = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const landing = await visitor.newPage();
    await landing.goto(url.replace(/^\/[a-z]{2}\//, `/${lang}/`));
    const words = lang === 'en' ? ['Sign up', 'Sign in'] : ['Užsiregistruoti', 'Prisijungti'];
    for (const name of words) {
      const button = landing.getByRole('main').getByRole('link', { name, exact: true });
      // Reached by the keyboard from the top: focus scrolls it into view, and the fixed bar must not
      // hide it (WCAG 2.2, 2.4.11 Focus Not Obscured); its middle is the button, not the bar over it.
      await landing.evaluate(() => window.scrollTo(0, 0));
      await button.focus();
      await landing.waitForTimeout(300);
      const onTop = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && !!hit && el.contains(hit);
      });
      expect(onTop, `${lang}: "${name}" is covered or below the screen`).toBe(true);
    }
    // Scrolled to the end, the page's last line sits above the bar, not under it.
    await landing.mouse.wheel(0, 10_000);
    await landing.waitForTimeout(300);
    const lastLine = await landing.getByRole('contentinfo').last().evaluate((footer) => {
      const texts = [...footer.querySelectorAll<HTMLElement>('p, a, span')].filter((el) => el.innerText.trim());
      const last = texts.at(-1)!;
      const box = last.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return { text: last.innerText, visible: box.bottom <= window.innerHeight && !!hit && last.contains(hit) };
    });
    expect(lastLine.visible, `${lang}: "${lastLine.text}" is under the sign-in bar`).toBe(true);
    await shot(landing, testInfo, `champion-landing-320-${lang}`);
    await visitor.close();
  }
});
