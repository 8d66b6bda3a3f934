// A session that ends for want of activity says so on the sign-in page and brings the
// member back to the page they were on; a protected link opened signed out goes straight to its page
// after sign-in, with no dashboard in between, and Back goes where the member came from.
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, bearer, openAs } from './support/api';
import { nextCode, outboxMark, signIn } from './support/auth';

/** Every path the tab showed, same-document navigations included. */
function trackPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

test('a protected link opened signed out goes straight to its page after sign-in, and Back returns to where the member was', async ({ page, request }) => {
  const member = await apiSignUp(request);
  await page.goto('/en/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A link from a message or a bookmark: a new page load of a protected path.
  await page.goto('/en/history');
  await expect(page).toHaveURL(/\/en\/sign-in\?redirectTo=%2Fen%2Fhistory$/);
  const visited = trackPaths(page);
  await page.getByRole('link', { name: 'Sign in with phone' }).click();
  await signIn(page, member.phone, { from: null });

  await expect(page).toHaveURL(/\/en\/history$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  expect(visited.filter((path) => path.endsWith('/dashboard')), 'no dashboard on the way').toEqual([]);

  // The sign-in steps leave no trace in the history: Back goes to the page before the link.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/help$/);
});

test('a session that ends for want of activity says so, and signing in again returns to the page the member was on', async ({ page, request }) => {
  const member = await apiSignUp(request);
  await page.clock.install();
  await openAs(page, member, '/lt/prizes');
  await expect(page).toHaveURL(/\/lt\/prizes$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The session ends on the server (as the idle expiry does); the next periodic check finds out.
  const ended = await request.get('/api/user-side/logoutUser', { headers: bearer(member.token) });
  expect(ended.ok()).toBeTruthy();
  await page.clock.fastForward(61_000);

  await expect(page).toHaveURL(/\/lt\/sign-in\?redirectTo=%2Flt%2Fprizes&signedOut=idle$/);
  const notice = page.getByRole('status').filter({ hasText: 'Neveiklumo riba' });
  // SESSION_IDLE_SECONDS defaults to 30 minutes.
  await expect(notice).toContainText('Jus atjungėme, nes ilgai nieko nedarėte. Neveiklumo riba: 30 minučių.');
  await expect(notice).toContainText('grįšite į puslapį');

  const visited = trackPaths(page);
  await page.getByRole('link', { name: 'Prisijungti telefonu' }).click();
  await expect(page).toHaveURL(/\/lt\/phone-login\?redirectTo=%2Flt%2Fprizes/);
  const mark = await outboxMark(page.request, member.phone);
  await page.getByLabel('Telefono numeris').fill(member.phone);
  await page.getByRole('button', { name: 'Siųsti kodą' }).click();
  await page.getByLabel('6 skaitmenų kodas').fill(await nextCode(page.request, member.phone, mark));
  await expect(page).toHaveURL(/\/lt\/prizes$/, { timeout: 30_000 });
  expect(visited.filter((path) => path.endsWith('/dashboard')), 'no dashboard on the way').toEqual([]);
});
