// Staff in the console without curl: an admin invites a till user, who sets a password through the
// mailed link and signs in; the admin changes the role and resets the password (a new link); a member of
// staff changes their own password; an admin turns on two-factor sign-in and signs in with a code.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { DEMO_ADMIN, newStaff } from './support/console';
import { shot } from './support/shots';
import { currentTotpCode, mailedLinkToken, nextTotpCode } from './support/staff-links';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The console is desktop-first.');
});

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function choosePassword(page: Page, token: string, password: string) {
  await page.goto(`/admin/set-password?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your console password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set.');
}

test('an admin invites a till user who sets a password by the link and signs in; the admin changes the role and resets the password', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const email = `till-${randomUUID().slice(0, 8)}@aurora.example`;
  await page.goto('/admin/staff');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name (optional)').fill('Counter Two');
  await invite.getByLabel('Role').selectOption('till');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`The invitation is on its way to ${email}.`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited: no password yet');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, testInfo, 'console-staff');

  // The invitee opens the link from the e-mail in a browser of their own.
  const invitee = await browser.newContext();
  const till = await invitee.newPage();
  await choosePassword(till, await mailedLinkToken(request, email), 'counter-two-password');
  expect(await seriousA11yViolations(till)).toEqual([]);
  await till.getByRole('button', { name: 'Go to sign-in' }).click();
  await signIn(till, email, 'counter-two-password');
  await expect(till.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();

  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByLabel('Role of Counter Two').selectOption('editor');
  await page.getByRole('dialog', { name: 'Change the role of Counter Two to Editor?' }).getByRole('button', { name: 'Change the role' }).click();
  await expect(row.getByRole('status')).toHaveText('The role is changed.');
  await expect(row.getByLabel('Role of Counter Two')).toHaveValue('editor');

  await row.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog', { name: 'Reset the password of Counter Two?' }).getByRole('button', { name: 'Reset password' }).click();
  await expect(row.getByRole('status')).toHaveText(`A link to set a new password is on its way to ${email}.`);
  await expect(row).toContainText('Invited: no password yet');
  expect((await request.post('/api/console/sign-in', { data: { email, password: 'counter-two-password' } })).status()).toBe(401);
  await choosePassword(till, await mailedLinkToken(request, email), 'counter-two-new-password');
  await till.getByRole('button', { name: 'Go to sign-in' }).click();
  await signIn(till, email, 'counter-two-new-password');
  await expect(till.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();

  // The audit log's pick lists name the actions and the admin.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('staff.password_reset');
  const adminOption = page.getByLabel('Staff member').locator('option', { hasText: DEMO_ADMIN.email });
  await page.getByLabel('Staff member').selectOption((await adminOption.getAttribute('value'))!);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'staff.password_reset' }).filter({ hasText: email })).toHaveCount(1);
  await invitee.close();
});

test('a member of staff changes their own password; an admin turns on two-factor sign-in and signs in with a code', async ({ page, request }, testInfo) => {
  const admin = await newStaff(request, 'admin');
  await page.goto('/admin');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password (at least 12 characters)').fill('my-own-new-password');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not right.');
  await page.getByLabel('Current password').fill(admin.password);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed.');

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot(page, testInfo, 'console-two-factor-setup');
  await page.getByLabel('2. The 6-digit code the app shows').fill(await currentTotpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'On: signing in asks' })).toHaveText('On: signing in asks for a code from your authenticator app.');

  await page.getByRole('button', { name: 'Log out' }).click();
  await signIn(page, admin.email, 'my-own-new-password');
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not right');
  // The enrolment used this step's code; the next step's is still unused.
  await code.fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in again on the page where the session ended.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('On: signing in asks for a code from your authenticator app.');
});
