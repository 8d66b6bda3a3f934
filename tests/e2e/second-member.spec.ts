// A second member on the same phone: what the app saved for the first never shows to the second, not
// even for the moment before the network answers (src/api/query-client.ts keeps it per member).
import { expect, test } from '@playwright/test';
import { apiSignUp, bearer, demoMember, openAs } from './support/api';
import { DEMO_PHONES } from './support/auth';

// The page's own requests, so that they can be held (the worker's saved answers are per session anyway).
test.use({ serviceWorkers: 'block' });

test('a challenge the first member left open shows as the second member has it, from the first frame', async ({ page }) => {
  const first = await demoMember(page.request, DEMO_PHONES[0]);
  await openAs(page, first, '/en/dashboard');
  const { challenges } = (await (await page.request.get('/api/user-side/getUserChallenges?start_from=-1', { headers: bearer(first.token) })).json()) as {
    challenges: { id: number }[];
  };
  // One the first member has not accepted, opened on this phone: it is among the answers the app saves.
  let open: number | undefined;
  for (const { id } of challenges) {
    await page.goto(`/en/challenge/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (await page.getByRole('button', { name: 'Accept challenge' }).isVisible()) {
      open = id;
      break;
    }
  }
  expect(open, 'the demo member has a challenge not yet accepted').toBeDefined();
  // The app writes its answers to disk at most once a second.
  await page.waitForTimeout(1500);

  const second = await apiSignUp(page.request);
  const accepted = await page.request.post('/api/user-side/acceptUserChallenge', { headers: bearer(second.token), data: { challenge_id: open } });
  expect(accepted.status()).toBe(200);
  // The session changes without a sign-out (which would clear what was saved).
  await page.evaluate((token) => localStorage.setItem('token', token), second.token);
  await page.addInitScript(() => {
    const seen = window as unknown as { firstMembersState: boolean };
    seen.firstMembersState = false;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) if (button.textContent?.trim() === 'Accept challenge') seen.firstMembersState = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The server is slow to answer: whatever shows meanwhile comes from what the app saved.
  await page.route(/\/api\/user-side\/getUserChallenges?\b/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/en/challenge/${open}`);
  await expect(page.getByRole('region', { name: 'Complete the challenge' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstMembersState: boolean }).firstMembersState), 'the first member\'s state showed').toBe(false);
});
