// Motion (framer-motion through LazyMotion, src/lib/motion): toasts, the drawer, a card opening and closing, cards
// coming and going, the completion block, collected points, dialogs and the welcome tour's steps travel, frame by
// frame, and with the system's reduced-motion setting nothing travels. The animation features load with the
// member's first action (src/lib/motion/features-on-demand.ts): the tests take one before what they watch.
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, awardPoints, bearer, openAs, partnerEvent, userGet } from './support/api';
import { acceptTerms, enterCode, newUser, nextCode, submitRegistration } from './support/auth';
import { atPhoneSizeOnly } from './support/one-size';
import { waitForQuietNetwork } from './support/quiet-network';
import { FEATURES, firstAction, frames, neverTravels, seenMoving, travel } from './support/frames';

const TOAST = 'body > [role="status"][aria-live="polite"] > *';
const DRAWER = '[role="dialog"][aria-label="Menu"]';

/** The toast's frames from before the click that shows it: sampling starts first, so no frame is missed. */
async function showToast(page: Page): Promise<number[]> {
  const account = await apiSignUp(page.request);
  await openAs(page, account, '/en/profile/reset-snoozed-challenges');
  const button = page.getByRole('button', { name: 'Show snoozed challenges again' });
  await expect(button).toBeEnabled();
  await firstAction(page);
  const sampled = frames(page, TOAST, 'm42');
  await button.click();
  return sampled;
}

test('a toast travels in over several frames', async ({ page }, testInfo) => {
  atPhoneSizeOnly(testInfo, 'moves the same at every width');
  const offsets = await showToast(page);
  await expect(page.getByText('You had no snoozed challenges.')).toBeVisible();
  // Seen moving: it starts above its place and comes to rest there.
  expect(offsets.length).toBeGreaterThan(3);
  expect(Math.min(...offsets)).toBeLessThan(-4);
  expect(Math.abs(offsets.at(-1)!)).toBeLessThan(0.5);
});

test('with reduced motion a toast appears in place', async ({ page }, testInfo) => {
  atPhoneSizeOnly(testInfo, 'moves the same at every width');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const offsets = await showToast(page);
  await expect(page.getByText('You had no snoozed challenges.')).toBeVisible();
  expect(offsets.length).toBeGreaterThan(0);
  expect(offsets, 'offsets').toEqual(offsets.map(() => 0));
});

/** The drawer's frames from before the click that opens it. */
async function openDrawer(page: Page): Promise<number[]> {
  const account = await apiSignUp(page.request);
  await openAs(page, account, '/en/dashboard');
  const button = page.getByRole('button', { name: /^Menu/ });
  await expect(button).toBeVisible();
  await firstAction(page);
  const sampled = frames(page, DRAWER, 'm41');
  await button.click();
  return sampled;
}

test('the drawer slides in over several frames, and out again', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the drawer is the phone menu');
  const opening = await openDrawer(page);
  expect(Math.min(...opening)).toBeLessThan(-20);
  expect(Math.abs(opening.at(-1)!)).toBeLessThan(0.5);
  await page.keyboard.press('Escape');
  await expect(page.locator(DRAWER)).toHaveCount(0);
});

test('with reduced motion the drawer is simply there', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the drawer is the phone menu');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const offsets = await openDrawer(page);
  expect(offsets, 'offsets').toEqual(offsets.map(() => 0));
});


const OWNER_CELLS = 'section[aria-labelledby="owner-challenges-title"] li[data-id]';

async function dashboard(page: Page, reduce: boolean) {
  if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await apiSignUp(page.request);
  await openAs(page, account, '/en/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  await firstAction(page);
  return account;
}

test.describe('without the service worker', () => {
  // A service worker that has taken the page would serve the features from its precache, past page.route
  // (playwright.config.ts blocks it already; this test depends on that).
  test.use({ serviceWorkers: 'block' });

  test('the animation features wait for the first action, and nothing waits for them', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'which chunks load does not depend on the screen size; the drawer is the phone menu');
    let featuresAsked = false;
    // framer-motion's features are a chunk of their own (chunking.config.ts): held here until the test ends.
    await page.route(FEATURES, () => {
      featuresAsked = true;
    });
    const account = await apiSignUp(page.request);
    await openAs(page, account, '/en/dashboard');
    await expect(page.getByRole('article').first()).toBeVisible();
    await waitForQuietNetwork(page);
    expect(featuresAsked, 'asked for by the first screen').toBe(false);
    // The menu opened as they are on their way is there at once, where it comes to rest, and leaves at once.
    await page.getByRole('button', { name: /^Menu/ }).click();
    await expect(page.locator(DRAWER)).toBeVisible();
    expect(await page.locator(DRAWER).evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41)).toBe(0);
    expect(featuresAsked, 'asked for by the first action').toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator(DRAWER)).toHaveCount(0);
  });
});

for (const reduce of [false, true]) {
  const how = reduce ? 'with reduced motion, without travelling' : 'the cards around it gliding';

  test(`a card opens and closes in place, ${how}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'on a phone an accepted card opens on its own page');
    await dashboard(page, reduce);
    await page.getByRole('button', { name: /^Show \d+ more challenges?$/ }).click();
    const quiz = page.getByRole('article', { name: 'Coffee quiz', exact: true });
    await expect(quiz).toBeVisible();
    await page.waitForTimeout(800);
    const opening = travel(page, OWNER_CELLS);
    await quiz.getByRole('button', { name: 'Accept challenge' }).click();
    (reduce ? neverTravels : seenMoving)(await opening);
    await expect(quiz.getByRole('region', { name: 'Complete the challenge' })).toBeVisible();
    await page.waitForTimeout(600);
    const closing = travel(page, OWNER_CELLS);
    await quiz.getByRole('button', { name: 'Close' }).click();
    (reduce ? neverTravels : seenMoving)(await closing);
    await expect(quiz.getByRole('region', { name: 'Complete the challenge' })).toHaveCount(0);
  });

  test(`cards come into the list and leave it, ${how}`, async ({ page }) => {
    await dashboard(page, reduce);
    // Show more: the owner's further cards come in.
    const entering = travel(page, OWNER_CELLS);
    await page.getByRole('button', { name: /^Show \d+ more challenges?$/ }).click();
    (reduce ? neverTravels : seenMoving)(await entering);
    // Snoozed: the card leaves and the others close the gap.
    const name = 'Three coffees in a week';
    await page.getByRole('article', { name, exact: true }).getByRole('button', { name: `More about ${name}` }).click();
    const leaving = travel(page, OWNER_CELLS);
    await page.getByRole('menu', { name: 'Challenge options' }).getByRole('menuitem', { name: 'Snooze this challenge' }).click();
    (reduce ? neverTravels : seenMoving)(await leaving);
    await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  });

  test(`the completion block comes into its card, ${reduce ? 'with reduced motion only fading' : 'springing up'}`, async ({ page }, testInfo) => {
    atPhoneSizeOnly(testInfo, 'moves the same at every width');
    const account = await dashboard(page, reduce);
    const name = 'Visit an Aurora store';
    const { challenges } = await userGet<{ challenges: Array<{ id: number; name: string }> }>(page.request, account, 'getUserChallenges?start_from=0');
    const id = challenges.find((c) => c.name === name)!.id;
    const accepted = await page.request.post('/api/user-side/acceptUserChallenge', { headers: bearer(account.token), data: { challenge_id: id } });
    expect(accepted.ok()).toBeTruthy();
    await page.reload();
    const card = page.getByRole('article', { name, exact: true });
    await card.scrollIntoViewIfNeeded();
    const block = travel(page, '[data-testid="complete-block"]');
    await partnerEvent(page.request, 'store_visit', account.phone);
    (reduce ? neverTravels : seenMoving)(await block);
    await expect(card.getByRole('status').filter({ hasText: 'Challenge completed!' })).toBeVisible();
  });

  test(`collected points fly into the balance, ${reduce ? 'or with reduced motion only fade there' : 'from the Collect button'}`, async ({ page }, testInfo) => {
    atPhoneSizeOnly(testInfo, 'moves the same at every width');
    if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = await apiSignUp(page.request);
    const { challenges } = await userGet<{ challenges: Array<{ id: number; name: string }> }>(page.request, account, 'getUserChallenges?start_from=0');
    const id = challenges.find((c) => c.name === 'Visit an Aurora store')!.id;
    await page.request.post('/api/user-side/acceptUserChallenge', { headers: bearer(account.token), data: { challenge_id: id } });
    await partnerEvent(page.request, 'store_visit', account.phone);
    await openAs(page, account, '/en/dashboard');
    const waiting = page.getByRole('region', { name: 'Ready to collect' });
    const collect = waiting.getByRole('button', { name: /^Collect (?!all)/ }).first();
    await expect(collect).toBeVisible();
    await expect(page.locator('[data-points-balance]').first()).toBeAttached();
    await firstAction(page);
    const flight = travel(page, '[data-testid="points-flight"]', { count: 90, wait: 8000 });
    await collect.click();
    const offsets = await flight;
    if (reduce) neverTravels(offsets);
    else {
      expect(Math.max(...offsets), 'starts on the button').toBeGreaterThan(20);
      // Frames drop on a busy machine: it ends much nearer the balance than it started.
      expect(offsets.at(-1)!, 'lands on the balance').toBeLessThan(Math.max(...offsets) / 3);
    }
  });

  test(`a dialog comes ${reduce ? 'with reduced motion only fading' : 'rising into place'}, and focus goes in and back`, async ({ page }) => {
    if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = await apiSignUp(page.request);
    await awardPoints(page.request, account.phone, 300);
    await openAs(page, account, '/en/prizes');
    await page.getByRole('list', { name: 'Prize categories' }).getByRole('link', { name: /Coffee & treats/ }).click();
    await page.getByRole('main').getByRole('link', { name: 'Reusable coffee cup' }).click();
    const redeem = page.getByRole('button', { name: 'Redeem', exact: true });
    await expect(redeem).toBeVisible();
    const opening = travel(page, '[role="dialog"][aria-modal="true"]');
    await redeem.click();
    (reduce ? neverTravels : seenMoving)(await opening);
    const confirm = page.getByRole('dialog', { name: 'Redeem “Reusable coffee cup”?' });
    await expect(confirm.locator(':focus')).toHaveCount(1);
    // A popup of the popup host (this confirmation) leaves with motion too: it is still drawn, on its way out, after the answer.
    const leaving = travel(page, '[role="dialog"][aria-modal="true"]');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    const out = await leaving;
    if (reduce) neverTravels(out);
    else {
      expect(out.length, 'frames on the way out').toBeGreaterThan(2);
      expect(Math.max(...out), 'moves as it leaves').toBeGreaterThan(4);
    }
    await expect(confirm).toHaveCount(0);
    await expect(redeem).toBeFocused();
  });
}

for (const reduce of [false, true]) {
  test(`the welcome tour’s steps ${reduce ? 'only fade with reduced motion' : 'slide in'}`, async ({ page }, testInfo) => {
    atPhoneSizeOnly(testInfo, 'moves the same at every width');
    if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/registration');
    const user = newUser();
    const mark = await submitRegistration(page, user);
    await enterCode(page, await nextCode(page.request, user.phone, mark));
    await acceptTerms(page);
    const tour = page.getByRole('dialog');
    await expect(tour.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 30_000 });
    const step = '[data-testid="welcome-step"]';
    const second = travel(page, step, { count: 40, fresh: true });
    await tour.getByRole('button', { name: 'Next' }).click();
    (reduce ? neverTravels : seenMoving)(await second);
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: /Let.s go/ }).click();
    await expect(tour).toHaveCount(0);
  });
}
