// The console's overview, news and settings: the admin reads the overview's figures and changes the
// period; an editor publishes a news item and a member reads it in the app; the admin changes a
// setting and the app's settings follow. Screenshots (1280x800 and 1024 wide, en and lt) go to
// .tmp/shots and, when SHOTS_DIR is set, there too.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiSignUp, openAs } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { DEMO_ADMIN, newStaff, readOverview } from './support/console';
import { shot } from './support/shots';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first.');
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function capture(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, name);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const figure = (page: Page, label: string) => page.locator('.figures div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test('the admin reads the overview and changes the period', async ({ page, request }, testInfo) => {
  const expected = await readOverview(request);
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'Members')).toHaveText(expected.members.total.toLocaleString('en'));
  await expect(figure(page, 'Points outstanding (all balances)')).toHaveText(expected.points.outstanding.toLocaleString('en'));
  await expect(figure(page, 'Points issued in the period')).toHaveText(expected.points.issued.toLocaleString('en'));
  await expect(page.locator('.chart canvas')).toHaveCount(2);
  // The charts' numbers are in tables for screen readers, one row a day.
  await expect(page.getByRole('table', { name: 'New members per day' }).locator('tbody tr')).toHaveCount(30);
  const funnel = page.getByRole('table', { name: 'Challenge funnel' });
  await expect(funnel.locator('tbody tr')).toHaveCount(expected.challenges.length);
  const first = expected.challenges[0]!;
  await expect(funnel.locator('tbody tr').first().locator('th')).toHaveText(first.name);
  await expect(funnel.locator('tbody tr').first().locator('td').first()).toHaveText(first.seen.toLocaleString('en'));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await capture(page, testInfo, 'console-overview-en');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  await expect(page.getByRole('table', { name: 'New members per day' }).locator('tbody tr')).toHaveCount(7);
  const week = await readOverview(request, undefined, new URL(page.url()).searchParams.get('from')!, new URL(page.url()).searchParams.get('to')!);
  await expect(figure(page, 'Points issued in the period')).toHaveText(week.points.issued.toLocaleString('en'));

  // A period of one's own: from and to.
  await page.getByLabel('From').fill('2026-01-01');
  await page.getByLabel('To').fill('2026-01-10');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-10/);
  await expect(page.getByRole('table', { name: 'New members per day' }).locator('tbody tr')).toHaveCount(10);
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: '30 days' }).click();
  await page.setViewportSize({ width: 1024, height: 800 });
  await capture(page, testInfo, 'console-overview-tablet-en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Apžvalga' })).toBeVisible();
  await capture(page, testInfo, 'console-overview-lt');
});

test('an editor publishes a news item and a member reads it in the app', async ({ page, request, browser }, testInfo) => {
  const editor = await newStaff(request, 'editor');
  await signIn(page, editor);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Write a news item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a news item' })).toBeVisible();
  const title = `Autumn tasting ${Date.now().toString(36)}`;
  const english = page.getByRole('group', { name: 'English' });
  await english.getByLabel('Title').fill(title);
  await english.getByLabel('Intro (shown in the list and the push)').fill('Taste the new autumn blends with us.');
  await english.getByLabel('Text').fill('Every Saturday in October.\n\nBring a friend.');
  const lithuanian = page.getByRole('group', { name: 'Lithuanian' });
  await lithuanian.getByLabel('Title').fill(`Rudens degustacija ${title.split(' ').pop()}`);
  await lithuanian.getByLabel('Intro (shown in the list and the push)').fill('Paragaukite naujų rudens mišinių.');
  await lithuanian.getByLabel('Text').fill('Kiekvieną spalio šeštadienį.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await capture(page, testInfo, 'console-news-form-en');
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Published. Members were told by push.');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Published');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await capture(page, testInfo, 'console-news-list-en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Naujienos' })).toBeVisible();
  await capture(page, testInfo, 'console-news-list-lt');

  const member = await apiSignUp(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const app = await context.newPage();
  await openAs(app, member, '/en/news');
  await expect(app.getByText(title)).toBeVisible();
  await app.getByText(title).click();
  await expect(app.getByText('Bring a friend.')).toBeVisible();
  await context.close();
});

test('the admin changes a setting and the app follows', async ({ page, request }, testInfo) => {
  const before = (await (await request.get('/api/user-side/getSettings')).json()) as { ui: { soundsEnabled: boolean } };
  await signIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set by the deployment' })).toBeVisible();
  const sounds = page.getByRole('checkbox', { name: 'Sound effects' });
  await expect(sounds).toBeChecked({ checked: before.ui.soundsEnabled });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await capture(page, testInfo, 'console-settings-en');

  await page.getByRole('textbox', { name: 'Social page address' }).fill('facebook.com/aurora');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByRole('alert')).toContainText('give an address starting with https://');
  await page.getByRole('textbox', { name: 'Social page address' }).fill('https://facebook.com/aurora');
  await sounds.setChecked(!before.ui.soundsEnabled);
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: 2 settings changed.');
  const after = (await (await request.get('/api/user-side/getSettings')).json()) as { ui: { soundsEnabled: boolean }; facebookUrl: string };
  expect(after.ui.soundsEnabled).toBe(!before.ui.soundsEnabled);
  expect(after.facebookUrl).toBe('https://facebook.com/aurora');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Nustatymai' })).toBeVisible();
  await capture(page, testInfo, 'console-settings-lt');
  await page.getByRole('checkbox', { name: 'Garso efektai' }).setChecked(before.ui.soundsEnabled);
  await page.getByRole('button', { name: 'Išsaugoti nustatymus' }).click();
  await expect(page.getByRole('status')).toHaveText('Išsaugota: pakeistas 1 nustatymas.');
});
