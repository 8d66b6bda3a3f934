// The invite link lands on a page that names who invites and the points both get, then
// leads to sign-up; the invitation is credited once the new member is in.
import { expect, test } from '@playwright/test';
import { apiSignUp, userPoints, type Account } from './support/api';
import { holdScripts } from './support/hold-scripts';
import { acceptTerms, enterCode, finishWelcomeTour, newUser, nextCode, submitRegistration } from './support/auth';

async function inviterWithCode(request: Parameters<typeof apiSignUp>[0]): Promise<{ inviter: Account; code: string }> {
  const inviter = await apiSignUp(request, newUser('Gabrielė', 'Petrauskaitė'));
  const data = await (await request.get('/api/user-side/getUserData', { headers: { authorization: `Bearer ${inviter.token}` } })).json();
  return { inviter, code: data.referral_id as string };
}

test('a visitor opens an invite link, sees who invites and the points, signs up, and both get the points', async ({ page, request }) => {
  const { inviter, code } = await inviterWithCode(request);
  // On a slow link the visitor taps the invitation before the page's code has run: the link itself
  // carries the invitation, so nothing depends on that code.
  const release = await holdScripts(page);
  await page.goto(`/en/invite/${code}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Gabrielė P. invites you to Aurora Rewards' })).toBeVisible();
  // Only the public name: not the surname, not the phone.
  await expect(page.getByText('Petrauskaitė')).toHaveCount(0);
  const gifts = page.getByRole('list', { name: 'What you get' });
  await expect(gifts).toContainText('+20 points');
  await expect(gifts).toContainText('for you and for Gabrielė P. too, once you join with this invitation');
  await expect(gifts).toContainText('+30 points');

  await page.getByRole('link', { name: 'Accept the invitation and sign up' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/registration\\?invite=${code}$`));
  release();
  const friend = newUser('Jonas', 'Invited');
  const mark = await submitRegistration(page, friend);
  await enterCode(page, await nextCode(page.request, friend.phone, mark));
  await acceptTerms(page);
  await expect(page).toHaveURL(/\/en\/dashboard$/, { timeout: 30_000 });
  await finishWelcomeTour(page);
  // The invitation was kept through sign-up and credited: the sign-up bonus and 20 points each.
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  await expect.poll(() => userPoints(request, { ...friend, token })).toBe(30 + 20);
  await expect.poll(() => userPoints(request, inviter)).toBe(30 + 20);
  expect(await page.evaluate(() => localStorage.getItem('pendingReferralId'))).toBeNull();
});

test('the invite page in Lithuanian, and a link that is not valid says so and still offers sign-up', async ({ page, request }) => {
  const { code } = await inviterWithCode(request);
  await page.goto(`/lt/invite/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gabrielė P. kviečia jus į „Aurora Rewards“' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ką gausite' })).toContainText('+20 taškų');
  await expect(page.getByRole('link', { name: 'Priimti kvietimą ir užsiregistruoti' })).toBeVisible();

  await page.goto('/en/invite/NOSUCHCODE');
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
});
