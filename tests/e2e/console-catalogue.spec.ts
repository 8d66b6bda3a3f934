// The console's catalogue as an editor uses it: a new prize with texts in both languages and a limited
// stock, its stock changed, a category, a promo code a member then applies, a text page and a menu item;
// each page checked with axe and photographed in English and Lithuanian.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSignUp, bearer } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { takingShots } from './support/shots';

const ADMIN = { email: 'admin@aurora.example', password: 'aurora-admin-demo' };
const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? '.tmp/shots';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first.');
});

async function newEditor(request: APIRequestContext) {
  const { token } = (await (await request.post('/api/console/sign-in', { data: ADMIN })).json()) as { token: string };
  const editor = { email: `editor-${randomUUID().slice(0, 8)}@aurora.example`, password: 'editor-password-123', role: 'editor' };
  const made = await request.post('/api/console/staff', { headers: bearer(token), data: editor });
  expect(made.ok(), await made.text()).toBeTruthy();
  return editor;
}

async function look(page: Page, name: string) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (!takingShots) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/console-${name}.png`, fullPage: true });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

test('an editor makes a prize, changes its stock, a category, a promo code, a text page and a menu item', async ({ page, request }) => {
  test.setTimeout(150_000);
  const editor = await newEditor(request);
  const tag = randomUUID().slice(0, 6);
  await page.goto('/admin/prizes');
  await page.getByLabel('E-mail').fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prizes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cinnamon bun' })).toBeVisible();
  await look(page, 'prizes');

  await page.getByRole('link', { name: 'New prize' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New prize' })).toBeVisible();
  const name = `Lemonade ${tag}`;
  await page.getByRole('textbox', { name: 'English — Prize name' }).fill(name);
  await page.getByRole('button', { name: 'Create the prize' }).click();
  // The browser asks for the Lithuanian name before anything is sent.
  await expect(page.getByRole('heading', { level: 1, name: 'New prize' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Lietuvių — Prize name' }).fill(`Limonadas ${tag}`);
  await page.getByRole('textbox', { name: 'English — Description' }).fill('<p>Cold <script>x()</script></p>');
  await page.getByLabel('Price in points').fill('120');
  await page.getByRole('radio', { name: 'Limited', exact: true }).check();
  await page.getByLabel('Items in stock').fill('5');
  await look(page, 'prize-new');
  await page.getByRole('button', { name: 'Create the prize' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The prize is created.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'English — Description' })).toHaveValue('<p>Cold </p>');

  await page.getByLabel('Add items (a negative number removes)').fill('3');
  await page.getByRole('button', { name: 'Change the stock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Items left: 8.' })).toBeVisible();
  await page.getByLabel('Add items (a negative number removes)').fill('-9');
  await page.getByRole('button', { name: 'Change the stock' }).click();
  await expect(page.getByRole('alert')).toHaveText('There are fewer items left than you want to remove.');
  await look(page, 'prize-edit');

  await nav(page).getByRole('link', { name: 'Prizes' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prize categories' })).toBeVisible();
  await page.getByRole('textbox', { name: 'English — Category name' }).fill(`Summer ${tag}`);
  await page.getByRole('textbox', { name: 'Lietuvių — Category name' }).fill(`Vasara ${tag}`);
  const sun = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#f6b500' } }).png().toBuffer();
  await page.getByLabel('Picture of the category').setInputFiles({ name: 'sun.png', mimeType: 'image/png', buffer: sun });
  await expect(page.getByRole('img', { name: 'Chosen now: Picture of the category' })).toBeVisible();
  await page.getByRole('button', { name: 'Create the category' }).click();
  await expect(page.getByRole('status')).toHaveText('The category is created.');
  await page.getByRole('button', { name: `Move Summer ${tag} up` }).click();
  await expect(page.getByRole('status')).toHaveText('The new order is saved.');
  // The keyboard stays on the moved category's buttons, and its new place is said.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Move Summer ${tag} (up|down)$`));
  await expect(page.getByText(new RegExp(`^Summer ${tag} moved up: now \\d+ of \\d+\\.$`))).toBeAttached();
  await look(page, 'categories');

  await nav(page).getByRole('link', { name: 'Promo codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  const code = `SUMMER-${tag}`.toUpperCase();
  await page.getByLabel(/^Code \(3 to 32/).fill(code.toLowerCase());
  await page.getByLabel('Points it gives').fill('15');
  await page.getByRole('radio', { name: 'Every member once (multi use)' }).check();
  await page.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByRole('status')).toHaveText(`The code ${code} is created.`);
  await page.getByLabel(/^Code \(3 to 32/).fill(code);
  await page.getByLabel('Points it gives').fill('5');
  await page.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^There is a promo code like this already/);
  const member = await apiSignUp(request);
  const applied = await request.post('/api/user-side/applyPromoCode', { headers: { ...bearer(member.token), 'idempotency-key': randomUUID() }, data: { code } });
  expect(applied.ok(), await applied.text()).toBeTruthy();
  await look(page, 'promo-codes');
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Promo code ${code}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Members who used it: 1' })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(member.firstName) })).toBeVisible();
  await look(page, 'promo-code');

  await nav(page).getByRole('link', { name: 'Pages and menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text pages' })).toBeVisible();
  await look(page, 'pages');
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const body = page.getByRole('textbox', { name: 'English — Text (HTML)' });
  const original = await body.inputValue();
  await body.fill(`<h2>Questions ${tag}</h2><p onclick="steal()">Ask us.</p>`);
  await page.getByRole('button', { name: 'Save the page' }).click();
  await expect(page.getByRole('status')).toHaveText('The page is saved.');
  await expect(body).toHaveValue(`<h2>Questions ${tag}</h2><p>Ask us.</p>`);
  await look(page, 'page-edit');
  // The help page is the demo's own: other specs read it, so it goes back as it was.
  await body.fill(original);
  await page.getByRole('button', { name: 'Save the page' }).click();
  await expect(body).toHaveValue(original);

  await nav(page).getByRole('link', { name: 'Pages and menu' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Menu items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu items' })).toBeVisible();
  await page.getByRole('textbox', { name: 'English — Title' }).fill(`Shop ${tag}`);
  await page.getByRole('textbox', { name: 'Lietuvių — Title' }).fill(`Parduotuvė ${tag}`);
  await page.getByRole('radio', { name: 'A web address' }).check();
  await page.getByLabel('Web address (https://…)').fill('https://shop.example/');
  await page.getByRole('button', { name: 'Create the menu item' }).click();
  await expect(page.getByRole('status')).toHaveText('The menu item is created.');
  await expect(page.getByRole('cell', { name: `Shop ${tag}`, exact: true })).toBeVisible();
  await look(page, 'menu');

  await page.getByLabel('Language').selectOption('lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Meniu punktai' })).toBeVisible();
  await look(page, 'menu-lt');
  for (const [path, heading, shot] of [
    ['/prizes', 'Prizai', 'prizes-lt'],
    ['/prizes/categories', 'Prizų kategorijos', 'categories-lt'],
    ['/promo-codes', 'Akcijos kodai', 'promo-codes-lt'],
    ['/pages', 'Tekstiniai puslapiai', 'pages-lt'],
    ['/pages/help', 'Pagalba', 'page-edit-lt'],
    ['/prizes/new', 'Naujas prizas', 'prize-new-lt'],
  ] as const) {
    await page.evaluate((to) => {
      history.pushState(null, '', `/admin${to}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await look(page, shot);
  }
  await page.getByRole('navigation', { name: 'Konsolė' }).getByRole('link', { name: 'Akcijos kodai' }).click();
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Akcijos kodas ${code}` })).toBeVisible();
  await look(page, 'promo-code-lt');
  await page.getByRole('navigation', { name: 'Konsolė' }).getByRole('link', { name: 'Prizai' }).click();
  await page.getByRole('link', { name: `Limonadas ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Likutis' })).toBeVisible();
  await look(page, 'prize-edit-lt');
  await page.getByLabel('Kalba').selectOption('en');
});
