// The operator's console at /admin (docs/architecture.md (the operator's side)): the demo admin signs in, finds a demo
// member, awards points with a reason (the member's balance moves), reads it in the audit log; two
// tills look up one reward code, one marks it used and the other is told it is already used; a
// member card at the till gets points for a purchase.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignUp, awardPoints, bearer, demoMember, userGet, userPoints } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { CONSOLE_HEIGHT, consoleAs, newStaff } from './support/console';
import { shot } from './support/shots';

const ADMIN = { email: 'admin@aurora.example', password: 'aurora-admin-demo' };
const TOMAS = '37060000002';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first; till mode opens its own phone-sized page.');
});

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function consoleToken(request: APIRequestContext) {
  const answer = await request.post('/api/console/sign-in', { data: ADMIN });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { token: string }).token;
}

/** A till account made by the admin through the API. */
async function newTill(request: APIRequestContext) {
  const till = { email: `till-${randomUUID().slice(0, 8)}@aurora.example`, password: 'till-password-123', role: 'till' };
  const made = await request.post('/api/console/staff', { headers: bearer(await consoleToken(request)), data: till });
  expect(made.ok(), await made.text()).toBeTruthy();
  return till;
}

/** A new member buys a demo prize: its reward code. */
async function rewardCode(request: APIRequestContext): Promise<string> {
  const member = await apiSignUp(request);
  await awardPoints(request, member.phone, 600);
  const { prizes } = await userGet<{ prizes: { id: number; prize_name: string }[] }>(request, member, 'getPrizes?start_from=0&length=100&lang=en');
  const prize = prizes.find((p) => p.prize_name === 'Cinnamon bun')!;
  const bought = await request.post('/api/user-side/redeemPrize?lang=en', {
    headers: { ...bearer(member.token), 'idempotency-key': randomUUID() },
    data: { prize_id: prize.id },
  });
  expect(bought.ok(), await bought.text()).toBeTruthy();
  const rewards = await userGet<{ name: string; reward_code: string }[]>(request, member, 'getUserActiveRewards?lang=en');
  return rewards.find((r) => r.name === 'Cinnamon bun')!.reward_code;
}

async function tillPage(browser: Browser, till: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/admin');
  await signIn(page, till.email, till.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/till$/);
  return { context, page };
}

async function lookUp(page: Page, code: string) {
  await page.getByLabel('Reward code or member card').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
}

test('the admin signs in, awards a member points with a reason, and reads it in the audit log', async ({ page, request }, testInfo) => {
  const tomas = await demoMember(request, TOMAS);
  const before = await userPoints(request, tomas);
  // An award is an earning: the member's tier adds its multiplier's bonus, rounded down (docs/money.md).
  const { tier } = await userGet<{ tier: { multiplier: number } }>(request, tomas, 'getUserTier');
  const awarded = 25 + Math.floor((25 * Math.round(tier.multiplier * 100 - 100)) / 100);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Console sign-in' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, ADMIN.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is not right.');
  await shot(page, testInfo, 'console-sign-in-error');
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  // Each page names the browser's tab (WCAG 2.4.2).
  await expect(page).toHaveTitle('Members · Console');
  await page.getByLabel('Name, phone, e-mail, customer id or reward code').fill('Tomas');
  await page.getByRole('button', { name: 'Show members' }).click();
  await expect(page.getByRole('link', { name: 'Tomas Kazlauskas' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/members\?q=Tomas$/);
  await expectAccessible(page);
  await shot(page, testInfo, 'console-members');

  await page.getByRole('link', { name: 'Tomas Kazlauskas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tomas Kazlauskas' })).toBeVisible();
  await expect(page).toHaveTitle('Tomas Kazlauskas · Console');
  await expect(page.getByTestId('member-points')).toHaveText(String(before));
  await expectAccessible(page);
  await shot(page, testInfo, 'console-member');

  const reason = `Thank-you for feedback ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Points', { exact: true }).fill('25');
  await page.getByLabel(/^Reason/).fill(reason);
  await page.getByRole('button', { name: 'Award points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Award 25 points to Tomas Kazlauskas?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await shot(page, testInfo, 'console-member-confirm');
  await dialog.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Done. The balance is now ${before + awarded} points.`);
  await expect(page.getByTestId('member-points')).toHaveText(String(before + awarded));
  await expect(page.getByRole('cell', { name: reason })).toBeVisible();
  expect(await userPoints(request, tomas)).toBe(before + awarded);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Action').selectOption('member.points_award');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=member.points_award/);
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText('member.points_award');
  await expectAccessible(page);
  await shot(page, testInfo, 'console-audit');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Till' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, testInfo, 'console-till-admin');

  await page.getByLabel('Language').selectOption('lt');
  await page.getByRole('navigation', { name: 'Konsolė' }).getByRole('link', { name: 'Nariai' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nariai' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await page.getByLabel('Vardas, telefonas, el. paštas, kliento ID ar prizo kodas').fill('AUR100001');
  await page.getByRole('button', { name: 'Rodyti narius' }).click();
  await page.getByRole('link', { name: 'Eglė Petraitė' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Taškai ir paskyra' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, testInfo, 'console-member-lt');
  await page.getByLabel('Kalba').selectOption('en');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status')).toHaveText('You have logged out.');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Console sign-in' })).toBeVisible();
});

test('ending a member\'s sessions signs them out; a deactivated member is shown so and can be reactivated', async ({ page, request }) => {
  const member = await apiSignUp(request);
  await page.goto(`/admin/members?q=${member.phone}`);
  await signIn(page, ADMIN.email, ADMIN.password);
  const name = `${member.firstName} ${member.lastName}`;
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'End sessions' }).click();
  await page.getByRole('dialog', { name: `End every session of ${name}?` }).getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByRole('status')).toHaveText('Sessions ended: 1.');
  expect((await request.get('/api/user-side/getUserData', { headers: bearer(member.token) })).ok()).toBe(false);

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: `Deactivate ${name}?` }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status')).toHaveText('The member is deactivated.');
  await expect(page.getByText(/^Deactivated on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog', { name: `Reactivate ${name}?` }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('status')).toHaveText('The member is active again and can sign in.');
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
});

test('sign-in says when an e-mail is locked after repeated failures, in words', async ({ page }) => {
  const email = `nobody-${randomUUID().slice(0, 8)}@aurora.example`;
  await page.goto('/admin');
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `wrong-${i}`);
    await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is not right.');
  }
  await signIn(page, email, 'wrong-again');
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-ins for this e-mail\. Try again in \d+ minutes\.$/);
});

test('two tills look up one reward code: one marks it used, the other is told it is already used', async ({ browser, request }, testInfo) => {
  const [till, code] = await Promise.all([newTill(request), rewardCode(request)]);
  const first = await tillPage(browser, till);
  const second = await tillPage(browser, till);
  await expectAccessible(first.page);
  await shot(first.page, testInfo, 'console-till');

  // A till account opens till mode only, whichever page it asks for.
  await second.page.goto('/admin/members');
  await expect(second.page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  await expect(second.page).toHaveURL(/\/admin\/till$/);

  await lookUp(first.page, code.toLowerCase());
  await lookUp(second.page, code);
  for (const { page } of [first, second]) {
    await expect(page.getByRole('heading', { level: 2, name: 'Cinnamon bun' })).toBeVisible();
    await expect(page.getByText('Ready to use')).toBeVisible();
  }
  await expectAccessible(first.page);
  await shot(first.page, testInfo, 'console-till-reward');

  await first.page.getByRole('button', { name: 'Mark used' }).click();
  await expect(first.page.getByRole('status')).toHaveText('Marked used. Hand over the reward.');
  await expect(first.page.getByText('Used just now')).toBeVisible();
  await second.page.getByRole('button', { name: 'Mark used' }).click();
  await expect(second.page.getByRole('alert')).toHaveText('This reward has already been used.');
  await expect(second.page.getByText('Already used', { exact: true })).toBeVisible();
  await expect(second.page.getByRole('button', { name: 'Mark used' })).toHaveCount(0);
  await shot(second.page, testInfo, 'console-till-already-used');

  await first.page.getByRole('button', { name: 'Next customer' }).click();
  await expect(first.page.getByLabel('Reward code or member card')).toBeFocused();
  await lookUp(first.page, code);
  await expect(first.page.getByText('Already used', { exact: true })).toBeVisible();
  await expect(first.page.getByRole('button', { name: 'Mark used' })).toHaveCount(0);

  await lookUp(first.page, 'NOSUCHCODE1');
  await expect(first.page.getByRole('alert')).toHaveText('This code is neither a reward nor a member card.');
  await Promise.all([first.context.close(), second.context.close()]);
});

test('a member card at the till: points for a purchase at the rate, once per purchase', async ({ browser, request }, testInfo) => {
  const [till, member] = await Promise.all([newTill(request), apiSignUp(request)]);
  const { card_token } = await userGet<{ card_token: string }>(request, member, 'getMemberCard');
  const before = await userPoints(request, member);
  const { context, page } = await tillPage(browser, till);

  await lookUp(page, card_token);
  await expect(page.getByRole('heading', { level: 2, name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  await page.getByLabel('Purchase amount').fill('12.50');
  await page.getByRole('button', { name: 'Award points for the purchase' }).click();
  // TILL_POINTS_PER_CURRENCY_UNIT is 1: 12.50 gives 12 points.
  await expect(page.getByRole('status')).toHaveText(`+12 points. The balance is now ${before + 12}.`);
  await expect(page.getByLabel('Purchase amount')).toHaveValue('');
  expect(await userPoints(request, member)).toBe(before + 12);
  await expectAccessible(page);
  await shot(page, testInfo, 'console-till-member');
  await context.close();
});

test.describe("with the customer's service worker", () => {
  test.use({ serviceWorkers: 'allow' });

  test("the customer's service worker neither precaches the console nor answers its pages with the app", async ({ page }) => {
    await page.goto('/en/sign-in');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
    const precached = await page.evaluate(async () => {
      const precache = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
      return precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
    });
    expect(precached).toContain('/index.html');
    expect(precached.filter((p) => p.startsWith('/admin'))).toEqual([]);
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Console sign-in' })).toBeVisible();
    expect(await page.title()).toBe('Console sign-in · Console');
  });
});

test('on a phone the console folds its sections behind Menu, closed again on the next page and by Escape', async ({ browser, request }) => {
  const { context, page } = await consoleAs(browser, await newStaff(request, 'admin'), 'en', 390);
  const nav = page.getByRole('navigation', { name: 'Console' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  const members = nav.getByRole('link', { name: 'Members' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(members).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await members.click();
  await expect(page).toHaveURL(/\/admin\/members/);
  await expect(members).toBeHidden();

  await menu.click();
  await nav.getByRole('link', { name: 'Reports' }).focus();
  await page.keyboard.press('Escape');
  await expect(members).toBeHidden();
  await expect(menu).toBeFocused();

  // A wide screen shows every section and no Menu button.
  await page.setViewportSize({ width: 1280, height: CONSOLE_HEIGHT });
  await expect(menu).toBeHidden();
  await expect(members).toBeVisible();
  await context.close();
});
