// Points that expire: the demo member (Eglė, whose seeded lot expires next month) sees the points
// expiring next beside the balance, in the history and on My card, and the reminder on the dashboard
// (recorded by the expiry job at start), which she can hide; the operator sets the validity in the
// console with a preview. No serious accessibility violation; screenshots at 320, 390 and 1280 px in
// English and Lithuanian go to .tmp/shots.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { bearer, demoMember, openAs, userGet, type Account } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { DEMO_ADMIN } from './support/console';
import { waitForQuietNetwork } from './support/quiet-network';
import { shot } from './support/shots';

const EGLE = '37060000001';
const WIDTHS = [320, 390, 1280] as const;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Sets each width itself: once is enough.');
});

interface Expiring {
  next_expiry: { points: number; expires_at: string } | null;
  notice: { points: number; expires_on: string } | null;
}

async function noticeRecorded(request: APIRequestContext, member: Account): Promise<Expiring> {
  let answer: Expiring | null = null;
  // The expiry job runs when the server starts (and hourly): wait for its reminder.
  await expect
    .poll(async () => (answer = await userGet<Expiring>(request, member, 'expiringPoints')).notice?.points ?? 0, { timeout: 60_000 })
    .toBe(80);
  return answer!;
}

async function atWidths(page: Page, testInfo: TestInfo, name: string, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await check();
    await shot(page, testInfo, `${name}-${width}`);
  }
}

test('the member sees the points expiring next and the reminder, in English and Lithuanian, and hides it', async ({ page, request }, testInfo) => {
  test.setTimeout(560_000);
  const member = await demoMember(request, EGLE);
  const expiring = await noticeRecorded(request, member);
  expect(expiring.next_expiry?.points).toBe(80);

  await openAs(page, member, '/en/dashboard');
  await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
  await waitForQuietNetwork(page, { timeoutMs: 60_000 });
  const notice = page.getByTestId('expiry-notice');
  await expect(notice).toContainText(/80 points expire after \w+ \d{1,2}, \d{4}/, { timeout: 30_000 });
  await waitForQuietNetwork(page, { timeoutMs: 60_000 });
  expect(await seriousA11yViolations(page, '[data-testid="expiry-notice"]')).toEqual([]);
  await atWidths(page, testInfo, 'expiry-dashboard-en', () => expect(notice).toBeVisible());

  // Beside the balance (the right panel on computers), in the history and on My card.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('complementary', { name: 'Your summary' }).getByTestId('expiry-lines')).toContainText('80 points expire after');
  await page.goto('/en/history');
  await expect(page.getByRole('main').getByTestId('expiry-lines')).toContainText('80 points expire after');
  await atWidths(page, testInfo, 'expiry-history-en', () => expect(page.getByRole('main').getByTestId('expiry-lines')).toBeVisible());
  await page.goto('/en/profile/card');
  await expect(page.getByRole('main').getByTestId('expiry-lines')).toContainText('80 points expire after');

  await page.goto('/lt/dashboard');
  await expect(notice).toContainText(/80 taškų galioja iki \d{4} m\. \p{L}+ \d{1,2} d\./u);
  await waitForQuietNetwork(page, { timeoutMs: 60_000 });
  expect(await seriousA11yViolations(page, '[data-testid="expiry-notice"]')).toEqual([]);
  await atWidths(page, testInfo, 'expiry-dashboard-lt', () => expect(notice).toBeVisible());
  await page.goto('/lt/history');
  await atWidths(page, testInfo, 'expiry-history-lt', () => expect(page.getByRole('main').getByTestId('expiry-lines')).toContainText('80 taškų galioja iki'));

  // Hidden for this expiry date, also after a reload.
  await page.goto('/en/dashboard');
  await page.getByRole('button', { name: 'Hide this reminder' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(async () => (await userGet<Expiring>(request, member, 'expiringPoints')).notice).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the operator sets the points validity in the console and sees what members will read', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('form', { name: 'Points that expire' });
  await expect(section.getByLabel('A number of months from earning')).toBeChecked();
  await expect(section.getByTestId('validity-preview')).toHaveText(
    'Points you earn are valid for 12 months, to the end of that day. We remind you 35 days before they expire.',
  );

  await section.getByLabel('Until the end of the quarter after the quarter earned').check();
  await section.getByLabel(/^Pending days/).fill('3');
  await expect(section.getByTestId('validity-preview')).toHaveText(
    'Points you earn are valid until the end of the quarter after the quarter you earned them in. You can spend them 3 days after you earn them. We remind you 35 days before they expire.',
  );
  expect(await seriousA11yViolations(page, 'form.points-validity')).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await section.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `expiry-console-en-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.getByRole('button', { name: 'Save the points validity' }).click();
  await expect(section.getByText('The points validity is saved.')).toBeVisible();

  const token = ((await (await request.post('/api/console/sign-in', { data: DEMO_ADMIN })).json()) as { token: string }).token;
  const saved = await (await request.get('/api/console/points-validity', { headers: bearer(token) })).json();
  expect(saved).toMatchObject({ mode: 'quarter_after', pendingDays: 3, reminderDays: 35 });

  // In Lithuanian, with the demo's rule put back.
  await page.evaluate(() => localStorage.setItem('console-lang', 'lt'));
  const restore = await request.post('/api/console/points-validity', { headers: bearer(token), data: { mode: 'months', months: 12, pendingDays: 0, reminderDays: 35 } });
  expect(restore.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Taškų galiojimas' })).toBeVisible();
  await expect(page.getByTestId('validity-preview')).toContainText('Uždirbti taškai galioja 12 mėnesių');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    const form = page.locator('form.points-validity');
    await form.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `expiry-console-lt-${width}`);
  }
});
