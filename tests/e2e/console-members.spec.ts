// Members in the console without curl: the list with filters and sorting and its CSV, a search that finds Eglė
// as "egle" and by her national phone number, a profile edit (the server's refusal named at the field),
// and a till purchase with its receipt number voided with a reason.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, bearer, userPoints } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { DEMO_ADMIN, staffToken } from './support/console';
import { shot } from './support/shots';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first.');
});

async function signIn(page: Page) {
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function search(page: Page, words: string) {
  await page.getByLabel('Name, phone, e-mail, customer id or reward code').fill(words);
  await page.getByRole('button', { name: 'Show members' }).click();
}

test('the admin lists, filters and searches members: "egle" and a national phone find Eglė', async ({ page }, testInfo) => {
  await page.goto('/admin/members');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByTestId('members-total')).toContainText(/\d+ members/);

  await search(page, 'egle');
  await expect(page.getByRole('link', { name: 'Eglė Petraitė' })).toBeVisible();
  await search(page, '860000001');
  await expect(page.getByTestId('members-total')).toHaveText('1 member');
  await expect(page.getByRole('link', { name: 'Eglė Petraitė' })).toBeVisible();
  await search(page, '+370 600 00001');
  await expect(page.getByTestId('members-total')).toHaveText('1 member');

  await search(page, '');
  await page.getByLabel('Points at least').fill('1');
  await page.getByLabel('Sort by').selectOption('points');
  await page.getByLabel('Order').selectOption('desc');
  await page.getByRole('button', { name: 'Show members' }).click();
  await expect(page).toHaveURL(/points_min=1&sort=points&order=desc/);
  // The previous list stays on screen (aria-busy) until the filtered one arrives.
  await expect(page.locator('section[aria-labelledby="members-results"]')).toHaveAttribute('aria-busy', 'false');
  const points = await page.locator('.member-table tbody td.num').allTextContents();
  const numbers = points.map((p) => Number(p.replace(/\D/g, '')));
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, testInfo, 'console-member-list');

  // The CSV holds the list as filtered and sorted, every match (not one page), header first.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const rows = parse(await readFile((await file.path())!, 'utf8'), { columns: true, bom: true }) as Array<Record<string, string>>;
  expect(rows.length).toBe(Number((await page.getByTestId('members-total').textContent())!.replace(/\D/g, '')));
  const csvPoints = rows.map((row) => Number(row.points));
  expect(csvPoints).toEqual([...csvPoints].sort((a, b) => b - a));
  expect(Math.min(...csvPoints)).toBeGreaterThanOrEqual(1);

  await page.getByLabel('Status').selectOption('deactivated');
  await page.getByLabel('Joined until').fill('2000-01-01');
  await page.getByRole('button', { name: 'Show members' }).click();
  await expect(page.getByText('No member matches.')).toBeVisible();
});

test('the admin corrects a member\'s profile and voids a till purchase with a reason', async ({ page, request }, testInfo) => {
  const member = await apiSignUp(request);
  const receipt = `R-${randomUUID().slice(0, 6)}`;
  const admin = bearer(await staffToken(request));
  const found = (await (await request.get(`/api/console/members?q=${member.phone}`, { headers: admin })).json()) as { members: Array<{ id: number }> };
  const bought = await request.post('/api/console/till/purchases', { headers: admin, data: { member_id: found.members[0]!.id, amount: 12.5, receipt_number: receipt } });
  expect(bought.ok(), await bought.text()).toBeTruthy();
  const { points } = (await bought.json()) as { points: number };
  const before = await userPoints(request, member);

  await page.goto(`/admin/members?q=${member.phone}`);
  await signIn(page);
  const name = `${member.firstName} ${member.lastName}`;
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByLabel('Phone (national or with the country code)').fill('12');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check the values you entered.');
  await expect(page.getByLabel('Phone (national or with the country code)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Phone (national or with the country code)').fill(`+${member.phone}`);
  await page.getByLabel('Last name').fill('Kairienė');
  await page.getByLabel('E-mail').fill('kairiene@example.com');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status')).toHaveText('The profile is saved.');
  await expect(page.getByRole('heading', { level: 1, name: `${member.firstName} Kairienė` })).toBeVisible();

  const purchases = page.getByRole('region', { name: 'Till purchases', exact: true });
  await expect(purchases.getByRole('cell', { name: receipt, exact: true })).toBeVisible();
  await purchases.getByRole('button', { name: `Void ${receipt}` }).click();
  const dialog = page.getByRole('dialog', { name: `Void the purchase of 12.5 (${receipt})?` });
  await dialog.getByRole('button', { name: 'Void the purchase' }).click();
  await expect(dialog.getByText('Write the reason first.')).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Goods returned');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, testInfo, 'console-purchase-void');
  await dialog.getByRole('button', { name: 'Void the purchase' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The purchase is voided and its points are taken back.' })).toBeVisible();
  await expect(purchases).toContainText('Goods returned');
  await expect(page.getByTestId('member-points')).toHaveText(String(before - points));
  expect(await userPoints(request, member)).toBe(before - points);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, testInfo, 'console-member-edited');
});
