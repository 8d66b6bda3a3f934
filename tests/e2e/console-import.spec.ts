// Importing members and text pages at chosen addresses, without curl: an admin uploads a members CSV,
// reads the dry run's problems (line, column, words), imports it and finds the members; an editor
// writes a page at an address of their own and members read it in the app, rendered by the server in
// both languages. Pictures of the new screens at 320, 390 and 1280 px in English and Lithuanian.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { CONSOLE_HEIGHT, newStaff } from './support/console';
import { atEveryWidth } from './support/every-width';
import { takingShots } from './support/shots';

const run = Date.now().toString(36);
const HEADER = 'external_id,first_name,last_name,phone,email,language,customer_id,joined,balance';
const phoneOf = (n: number) => `+3706${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`;

async function signIn(page: Page, account: { email: string; password: string }, words = { email: 'E-mail', password: 'Password', signIn: 'Sign in' }) {
  await page.getByLabel(words.email).fill(account.email);
  await page.getByLabel(words.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: words.signIn }).click();
  await expect(page.locator('header.top nav')).toBeVisible();
}

async function uploadAndCheck(page: Page, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first; the pictures set their own widths.');
});

test('an admin uploads members, sees the dry run’s problems, imports and finds the members', async ({ page, request }) => {
  const admin = await newStaff(request, 'admin');
  await page.goto('/admin/import');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Import members' })).toBeVisible();
  const csv = [HEADER, `E2E-${run}-1,Imported,Kazlauskaitė${run},${phoneOf(1)},,lt,,2022-02-02,120`, `E2E-${run}-2,Bad,Phone,12ab,,,,,5`].join('\n');
  await uploadAndCheck(page, csv);
  await expect(page.getByTestId('import-status')).toContainText('nothing has been written', { timeout: 20_000 });
  const problems = page.locator('.import-problems tbody tr');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('3');
  await expect(problems.first()).toContainText('phone');
  await expect(problems.first()).toContainText('Not a phone number');
  await expect(page.getByTestId('import-counts')).toContainText('New members to add: 1');
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);

  // Nothing was written by the dry run.
  await page.goto(`/admin/members?q=${encodeURIComponent(`Kazlauskaitė${run}`)}`);
  await expect(page.getByText('No member matches.')).toBeVisible();

  await page.goto('/admin/import');
  await expect(page.getByTestId('import-status')).toContainText('nothing has been written');
  await page.getByRole('button', { name: 'Import, skipping the rows with problems' }).click();
  await expect(page.getByTestId('import-status')).toContainText('was imported', { timeout: 20_000 });
  await expect(page.getByTestId('import-counts')).toContainText('New members: 1');
  await page.goto(`/admin/members?q=${encodeURIComponent(`Kazlauskaitė${run}`)}`);
  const row = page.locator('.member-table tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('120');

  // Then the member's past points history: lines that add up to the balance go in, at their dates.
  await page.goto('/admin/import');
  await page.getByRole('radio', { name: 'Points history of imported members' }).check();
  await expect(page.locator('.import-columns code', { hasText: 'line_id' })).toHaveCount(1);
  const history = ['external_id,line_id,date,points,description', `E2E-${run}-1,1,2021-05-01,150,Welcome gift`, `E2E-${run}-1,2,2021-09-09,-30,Coffee`, `E2E-${run}-9,1,2021-05-01,10,`];
  await page.getByLabel('CSV file').setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(history.join('\n')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('import-status')).toContainText('history.csv finished; nothing has been written', { timeout: 20_000 });
  await expect(page.getByTestId('import-counts')).toContainText('History lines to add: 2');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('No member was imported with this external_id');
  await page.getByRole('button', { name: 'Import, skipping the rows with problems' }).click();
  await expect(page.getByTestId('import-status')).toContainText('history.csv was imported', { timeout: 20_000 });
  await expect(page.getByTestId('import-counts')).toContainText('History lines added: 2');
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);
  // The history explains the balance; it does not add to it.
  await page.goto(`/admin/members?q=${encodeURIComponent(`Kazlauskaitė${run}`)}`);
  await expect(row).toContainText('120');
});

test('an editor writes a page at an address of their own; members read it in the app, rendered in both languages', async ({ page, request }) => {
  const editor = await newStaff(request, 'editor');
  const slug = `summer-${run}`;
  await page.goto('/admin/pages');
  await signIn(page, editor);
  await page.getByRole('textbox', { name: 'Address in the app' }).fill('dashboard');
  await page.getByRole('button', { name: 'Write the page' }).click();
  await expect(page.getByRole('alert')).toContainText('belongs to the app itself');
  await page.getByRole('textbox', { name: 'Address in the app' }).fill(slug);
  await page.getByRole('button', { name: 'Write the page' }).click();
  await page.getByRole('textbox', { name: /English.*Title/ }).fill('Summer rules');
  await page.getByRole('textbox', { name: /Lietuvių.*Title/ }).fill('Vasaros taisyklės');
  await page.getByRole('textbox', { name: /English.*Text/ }).fill('<p>Double points in July.</p>');
  await page.getByRole('textbox', { name: /Lietuvių.*Text/ }).fill('<p>Liepą dvigubi taškai.</p>');
  await page.getByRole('button', { name: 'Create the page' }).click();
  await expect(page.getByText('The page is saved.')).toBeVisible();
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);

  for (const [lang, title] of [['en', 'Summer rules'], ['lt', 'Vasaros taisyklės']] as const) {
    const html = await (await request.get(`/${lang}/${slug}`)).text();
    expect(html).toMatch(/<div id="root" data-server-rendered(="")?><div/);
    expect(html).toContain(title);
  }
  await page.goto(`/lt/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vasaros taisyklės' })).toBeVisible();
  await expect(page.getByText('Liepą dvigubi taškai.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/en/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

const WIDTHS = [320, 390, 1280];
const WORDS = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in', title: 'Summer rules' },
  lt: { email: 'El. paštas', password: 'Slaptažodis', signIn: 'Prisijungti', title: 'Vasaros taisyklės' },
};

async function picture(page: Page, name: string, lang: string, width: number) {
  await page.waitForTimeout(400);
  if (takingShots) await page.screenshot({ path: `.tmp/shots/import-${name}-${lang}-${width}.png`, fullPage: true });
}

async function contextAt(browser: Browser, lang: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: CONSOLE_HEIGHT } });
  await context.addInitScript((l) => localStorage.setItem('console-lang', l), lang);
  return { context, page: await context.newPage() };
}

test('pictures of the import page, the text pages and a page of the operator’s in the app', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await newStaff(request, 'admin');
  const slug = `rules-${run}`;
  for (const lang of ['en', 'lt'] as const) {
    const { context, page } = await contextAt(browser, lang, WIDTHS[0]!);
    const seen = (name: string) => atEveryWidth(page, WIDTHS, (width) => picture(page, name, lang, width), CONSOLE_HEIGHT);
    await page.goto('/admin/import');
    await signIn(page, admin, WORDS[lang]);
    if (lang === 'en') {
      const csv = [HEADER, `SHOT-${run}-1,Ona,Shot,${phoneOf(7)},,lt,,,50`, `SHOT-${run}-2,Bad,Date,${phoneOf(8)},,,,2022-13-40,5`, `SHOT-${run}-3,,,,,,,,x`].join('\n');
      await uploadAndCheck(page, csv);
      await expect(page.locator('.import-problems')).toBeVisible({ timeout: 20_000 });
      // The pages list shows the operator's page too.
      const token = (await (await request.post('/api/console/sign-in', { data: admin })).json()) as { token: string };
      await request.post('/api/console/pages', {
        headers: { authorization: `Bearer ${token.token}` },
        data: { slug, title: { en: WORDS.en.title, lt: WORDS.lt.title }, body: { en: '<p>Double points in July, every day.</p>', lt: '<p>Liepą kasdien dvigubi taškai.</p>' } },
      });
    }
    await expect(page.locator('.import-problems')).toBeVisible({ timeout: 20_000 });
    await seen('console-import');
    await page.goto('/admin/pages');
    await expect(page.getByRole('heading', { level: 2, name: lang === 'en' ? 'New page' : 'Naujas puslapis' })).toBeVisible();
    await seen('console-pages');
    await page.goto(`/admin/pages/${slug}`);
    await expect(page.locator('.slug-input').first()).toBeVisible();
    await seen('console-page-edit');
    await page.goto(`/${lang}/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: WORDS[lang].title })).toBeVisible();
    await seen('app-page');
    await context.close();
  }
});
