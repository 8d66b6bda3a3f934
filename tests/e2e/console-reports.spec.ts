// The console's reports: the admin opens them, sees a chart and a table for each, changes the range,
// downloads the points report and a filtered member list as CSV and checks what is in the files.
// Screenshots of the reports at 320, 390 and 1280 px in English and Lithuanian go to .tmp/shots.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiSignUp, awardPoints, bearer } from './support/api';
import { newUser } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { DEMO_ADMIN, staffToken } from './support/console';
import { takingShots } from './support/shots';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first.');
});

interface PointsMonth { month: string; issued: number; redeemed: number; expired: number; adjusted: number; outstanding: number }

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Clicks a download button and answers the file's text (BOM included). */
async function downloaded(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path!, 'utf8') };
}

async function widths(page: Page, testInfo: TestInfo, lang: string) {
  if (!takingShots) return;
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `.tmp/shots/${testInfo.project.name}-console-reports-${width}-${lang}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the admin reads the reports, changes the range and downloads CSV', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const member = await apiSignUp(request, newUser('Rūta', `Ataskaita${Date.now().toString(36)}`));
  await awardPoints(request, member.phone, 75);
  const token = await staffToken(request);
  const month = new Date().toISOString().slice(0, 7);

  await signIn(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');
  const range = new URL(page.url()).searchParams;
  const from = range.get('from') ?? (await page.getByLabel('First month').inputValue());
  const expected = (await (await request.get(`/api/console/reports?from=${from}&to=${month}`, { headers: bearer(token) })).json()) as { months: PointsMonth[] };

  // A chart for each report, each an image with a name, and the figures in tables.
  await expect(page.getByRole('img', { name: 'Points issued, redeemed and expired by month' })).toBeVisible();
  await expect(page.getByRole('img', { name: "Points outstanding at each month's end" })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Challenge funnels' })).toBeVisible();
  const table = page.getByRole('table', { name: /Points by month/ });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  const current = expected.months.at(-1)!;
  const last = table.locator('tbody tr').last();
  await expect(last.locator('th')).toHaveText(new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  await expect(last.locator('td')).toHaveText([current.issued, current.redeemed, current.expired, current.adjusted, current.outstanding].map((n) => n.toLocaleString('en')));
  expect(current.issued).toBeGreaterThanOrEqual(75);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await widths(page, testInfo, 'en');

  // A range of one's own.
  await page.getByLabel('First month').fill('2025-01');
  await page.getByLabel('Last month').fill('2025-03');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2025-01&to=2025-03/);
  await expect(table.locator('tbody tr th')).toHaveText(['January 2025', 'February 2025', 'March 2025']);
  await expect(page.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(12);

  // The points report as CSV: a BOM, the header, a quoted row per month equal to the page's figures.
  const points = await downloaded(page, page.getByRole('region', { name: 'Points by month' }).getByRole('button', { name: 'Download CSV' }));
  expect(points.name).toMatch(/^report-points-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(points.text.startsWith('\uFEFF"month","issued","redeemed","expired","adjusted","outstanding"\n')).toBe(true);
  const rows = points.text.trimEnd().split('\n').slice(1);
  expect(rows).toHaveLength(12);
  expect(rows.at(-1)).toBe([current.month, current.issued, current.redeemed, current.expired, current.adjusted, current.outstanding].map((v) => `"${v}"`).join(','));

  // The member list as CSV, with the list's search.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Name, phone, e-mail, customer id or reward code').fill(member.lastName);
  await page.getByRole('button', { name: 'Show members' }).click();
  await expect(page.getByTestId('members-total')).toHaveText('1 member');
  const members = await downloaded(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(members.name).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = members.text.slice(1).trimEnd().split('\n');
  expect(lines[0]).toBe('"id","customer_id","first_name","last_name","phone","email","points","joined_at","last_active_at","deactivated_at"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Rūta","${member.lastName}","${member.phone.replace(/^\+/, '')}"`);

  // Both downloads are in the audit log.
  const audit = (await (await request.get('/api/console/audit?action=export&page_size=5', { headers: bearer(token) })).json()) as { entries: { entity_id: string }[] };
  expect(audit.entries.map((e) => e.entity_id).slice(0, 2)).toEqual(['members', 'report-points']);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Ataskaitos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Taškai pagal mėnesius' }).locator('tbody tr')).toHaveCount(12);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await widths(page, testInfo, 'lt');
});
