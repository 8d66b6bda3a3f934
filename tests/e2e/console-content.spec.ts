// Content in the console, end to end with two browsers: an editor (made by the demo admin through the
// API) writes a text quiz in English and Lithuanian with a picture and publishes it now; a member sees
// it on the dashboard, answers right and collects the points; the admin reads the editor's actions in
// the audit log. Then the editor's form for other families, with the member's widget as its preview.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { apiSignUp, bearer, openAs, userPoints } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { funnelOf, readOverview, type OverviewFigures } from './support/console';
import { shot } from './support/shots';

const ADMIN = { email: 'admin@aurora.example', password: 'aurora-admin-demo' };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first.');
});

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** An editor account made by the demo admin through the console API. */
async function newEditor(request: APIRequestContext) {
  const signedIn = await request.post('/api/console/sign-in', { data: ADMIN });
  expect(signedIn.ok()).toBeTruthy();
  const { token } = (await signedIn.json()) as { token: string };
  const editor = { email: `editor-${randomUUID().slice(0, 8)}@aurora.example`, password: 'editor-password-123', role: 'editor', name: 'Ieva Editor' };
  const made = await request.post('/api/console/staff', { headers: bearer(token), data: editor });
  expect(made.ok(), await made.text()).toBeTruthy();
  return { ...editor, id: ((await made.json()) as { id: number }).id };
}

async function consolePage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

/** A text of every language in a per-language group ("Title": English, Lietuvių). */
async function fillTexts(scope: Page | Locator, group: string, texts: { en: string; lt: string }) {
  const fields = scope.getByRole('group', { name: group, exact: true });
  await fields.getByLabel(/^English/).fill(texts.en);
  await fields.getByLabel(/^Lietuvių/).fill(texts.lt);
}

/**
 * The overview's counts (the Overview page is built on another branch): once it is here, this checks
 * that it counts the new live challenge and its completion. Until then the step says it was skipped.
 */
/** The overview counts the member's answer and collection: the challenge's funnel, and the points issued. */
async function expectOverviewCounts(page: Page, request: APIRequestContext, before: OverviewFigures, challengeName: string, points: number) {
  const after = await readOverview(request);
  expect(funnelOf(after, challengeName)).toMatchObject({ accepted: 1, completed: 1, collected: 1 });
  expect(after.points.issued - before.points.issued).toBeGreaterThanOrEqual(points);
  await page.goto('/admin/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: challengeName }).first()).toBeVisible();
}

test('an editor publishes a two-language quiz with a picture; a member answers it; the admin reads the audit log', async ({ browser }, testInfo) => {
  // Three people in turn (editor, member, admin), each signing in: more than one default test's time.
  test.setTimeout(150_000);
  const { request } = await browser.newContext();
  const editor = await newEditor(request);
  const overviewBefore = await readOverview(request);
  const suffix = randomUUID().slice(0, 6);
  const name = { en: `Amber quiz ${suffix}`, lt: `Gintaro viktorina ${suffix}` };

  // The editor: the content pages only.
  const { context: editorContext, page } = await consolePage(browser, editor);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Challenges' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New challenge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New challenge' })).toBeVisible();

  // Saving an empty form: the server's problems appear next to the fields, in words.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert')).toContainText('This challenge cannot work yet');
  await expect(page.getByRole('group', { name: 'Title', exact: true })).toContainText('Write it in en at least.');

  await fillTexts(page, 'Title', name);
  await fillTexts(page, 'Description', { en: 'A question about the Baltic gold.', lt: 'Klausimas apie Baltijos auksą.' });
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d98a1f' } }).png().toBuffer();
  await page.getByLabel('Picture of the challenge').setInputFiles({ name: 'amber.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('button', { name: 'Remove the picture' })).toBeVisible();
  await fillTexts(page, 'Question', { en: 'Where is most amber found?', lt: 'Kur randama daugiausia gintaro?' });
  await fillTexts(page, 'Option 1', { en: 'By the Baltic Sea', lt: 'Prie Baltijos jūros' });
  await fillTexts(page, 'Option 2', { en: 'In the Sahara', lt: 'Sacharoje' });
  await page.getByRole('listitem').filter({ hasText: 'Option 1' }).getByLabel('Right answer').check();
  await page.getByRole('spinbutton', { name: 'Points' }).fill('35');

  // The preview is the member's own widget, in the member's language; its answers stay here.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('group', { name: 'Where is most amber found?' })).toBeVisible();
  await preview.getByText('In the Sahara', { exact: true }).click();
  await preview.getByRole('button', { name: 'Submit answer' }).click();
  await expect(preview.getByRole('status')).toContainText('told it is wrong');
  await preview.getByLabel("Member's language").selectOption('lt');
  await expect(preview.getByRole('group', { name: 'Kur randama daugiausia gintaro?' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, testInfo, 'console-challenge-new-quiz');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(/\/admin\/challenges\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved. It is live for members now.' })).toBeVisible();
  await page.getByRole('link', { name: 'All challenges' }).click();
  const row = page.getByRole('row').filter({ hasText: name.en });
  await expect(row).toContainText('Live');
  await expect(row).toContainText('35 points');
  await expectAccessible(page);

  // The member, in a browser of their own.
  const member = await apiSignUp(request);
  const before = await userPoints(request, member);
  const memberContext = await browser.newContext(DESKTOP);
  const phone = await memberContext.newPage();
  await openAs(phone, member, '/en/dashboard');
  const card = phone.getByRole('article', { name: name.en, exact: true });
  await expect(async () => {
    if (!(await card.count())) await phone.mouse.wheel(0, 4000);
    await expect(card).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Accept challenge' }).click();
  const question = card.getByRole('group', { name: 'Where is most amber found?' });
  await question.getByText('By the Baltic Sea', { exact: true }).click();
  await card.getByRole('button', { name: 'Submit answer' }).click();
  const done = card.getByRole('status').filter({ hasText: 'Challenge completed!' });
  await expect(done).toContainText(/You earned 35 points/);
  const collectButton = done.getByRole('button', { name: /Collect points|Great!/ });
  await collectButton.click({ timeout: 10_000 }).catch(() => expect(collectButton).toHaveCount(0));
  await expect(card).toHaveCount(0);
  await expect.poll(() => userPoints(request, member)).toBe(before + 35);

  // Back in the console: the list counts the completion; the admin reads the editor's actions.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name.en })).toContainText('1 / 1');
  const { context: adminContext, page: admin } = await consolePage(browser, ADMIN);
  await expect(admin.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expectOverviewCounts(admin, request, overviewBefore, name.en, 35);
  await admin.goto(`/admin/audit?staff_id=${editor.id}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const actions = admin.getByRole('row').filter({ hasText: editor.email });
  await expect(actions.filter({ hasText: 'challenge.create' })).toHaveCount(1);
  await expect(actions.filter({ hasText: 'challenge.create' })).toContainText(name.lt);
  await expect(actions.filter({ hasText: 'image.upload' })).toHaveCount(1);
  await shot(admin, testInfo, 'console-challenge-audit');

  await Promise.all([editorContext.close(), memberContext.close(), adminContext.close()]);
});

const FAMILIES = [
  { type: 'Survey', fill: async (page: Page) => fillTexts(page, 'Question', { en: 'Which drink do you like?', lt: 'Kokį gėrimą mėgstate?' }), widget: 'Which drink do you like?' },
  { type: 'Visit a link', fill: async (page: Page) => page.getByLabel('Link address').fill('https://example.test/offer'), widget: 'Open the page' },
  { type: 'Partner events within a period', fill: async (page: Page) => page.getByLabel('Partner event name').fill('visit'), widget: null },
  // Its widget links to the member's profile, a path of the app's own router (it once broke the editor).
  { type: 'Connect Google', fill: async () => undefined, widget: 'Connect Google' },
] as const;

test('the editor shows each family only the fields it uses, with the member widget as preview, in English and Lithuanian', async ({ browser }, testInfo) => {
  const { request } = await browser.newContext();
  const editor = await newEditor(request);
  const { context, page } = await consolePage(browser, editor);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await shot(page, testInfo, 'console-challenges-list');
  await page.getByRole('link', { name: 'New challenge' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  for (const family of FAMILIES) {
    await page.getByRole('combobox', { name: /^Type/ }).selectOption({ label: family.type });
    await family.fill(page);
    await fillTexts(page, 'Title', { en: `${family.type} example`, lt: `${family.type} pavyzdys` });
    await expect(preview.getByRole('heading', { name: `${family.type} example` })).toBeVisible();
    if (family.widget) await expect(preview.getByText(family.widget).first()).toBeVisible();
    if (family.type === 'Connect Google') {
      // The member's link is shown, not followed: the editor stays open.
      await preview.getByRole('link', { name: 'Connect Google' }).click();
      await expect(page).toHaveURL(/\/admin\/challenges\/new$/);
    }
    // Options belong to quizzes and surveys only.
    await expect(page.getByRole('group', { name: 'Options' })).toHaveCount(family.type === 'Survey' ? 1 : 0);
    await expect(page.getByLabel('Partner event name')).toHaveCount(family.type.startsWith('Partner') ? 1 : 0);
    await expectAccessible(page);
    await shot(page, testInfo, `console-challenge-${family.type.toLowerCase().replaceAll(' ', '-')}`);
  }
  await page.getByRole('banner').getByLabel('Language').selectOption('lt');
  await expect(page.getByRole('heading', { level: 2, name: 'Peržiūra' })).toBeVisible();
  await page.getByLabel('Nario kalba').selectOption('lt');
  await shot(page, testInfo, 'console-challenge-lt');
  await page.getByRole('link', { name: 'Visos užduotys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Užduotys' })).toBeVisible();
  await shot(page, testInfo, 'console-challenges-list-lt');
  // An editor has no admin pages: not in the navigation, and no such page at their address.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Nariai' })).toHaveCount(0);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: /^(There is no such page\.|Tokio puslapio nėra\.)$/ })).toBeVisible();
  await context.close();
});
