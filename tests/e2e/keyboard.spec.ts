// The whole path of a new member by keyboard alone (Tab, Shift+Tab, Enter, Space, the arrows inside a
// radio group, Escape): sign up by phone and code, accept the terms, the welcome tour, complete a quiz,
// collect its points, redeem a prize. At each step focus is where the person's attention goes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isPhone, newUser, nextCode, outboxMark } from './support/auth';
import { expectPointsShown } from './support/layout';

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached in ${max} Tab presses`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a new member signs up, completes a quiz, collects and redeems a prize by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const user = newUser('Kim', 'Keys');

  // Sign up: the link on the sign-in screen, the form, the code.
  await page.goto('/en/sign-in');
  await tabTo(page, page.getByRole('link', { name: /Sign up/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/registration/);
  await typeInto(page, page.getByLabel('First name'), user.firstName);
  await typeInto(page, page.getByLabel('Last name'), user.lastName);
  await typeInto(page, page.getByLabel('Phone number'), user.phone);
  const mark = await outboxMark(page.request, user.phone);
  await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/sms-code/);
  // The code field has focus: the code is typed straight away, and sends itself.
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.keyboard.type(await nextCode(page.request, user.phone, mark));

  // The terms: tick with Space, accept with Enter.
  await expect(page).toHaveURL(/\/en\/terms-and-conditions/);
  await tabTo(page, page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Accept and continue' }));
  await page.keyboard.press('Enter');

  // The welcome tour: focus is in the dialog, and stays there.
  await expect(page).toHaveURL(/\/en\/dashboard$/, { timeout: 30_000 });
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible({ timeout: 30_000 });
  await expect(tour.locator(':focus')).toHaveCount(1);
  for (const button of ['Next', 'Next', /Let.s go/]) {
    await tabTo(page, tour.getByRole('button', { name: button }), 10);
    await page.keyboard.press('Enter');
  }
  await expect(tour).toBeHidden();

  // Show more: focus lands on the first card that was not there before.
  await tabTo(page, page.getByRole('button', { name: /^Show \d+ more challenges?$/ }));
  await page.keyboard.press('Enter');
  await expect(page.locator('section[aria-labelledby="owner-challenges-title"] article').nth(4)).toBeFocused();

  // The quiz: Accept puts focus into its widget; the answer's result takes focus; Enter collects.
  const quiz = page.getByRole('article', { name: 'Coffee quiz', exact: true });
  await tabTo(page, quiz.getByRole('button', { name: 'Accept challenge' }));
  await page.keyboard.press('Enter');
  const question = quiz.getByRole('group', { name: 'Where does the coffee plant originally come from?' });
  await expect(question.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Space');
  const answer = question.getByRole('radio', { name: 'Ethiopia' });
  for (let i = 0; i < 6 && !(await answer.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(answer).toBeChecked();
  await tabTo(page, quiz.getByRole('button', { name: 'Submit answer' }), 10);
  await page.keyboard.press('Enter');
  const collect = quiz.getByRole('button', { name: 'Collect points' });
  await expect(collect).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quiz).toHaveCount(0);
  await expectPointsShown(page, 55);
  // Focus is not dropped to the top of the page: on the desktop it moves on to the next card; the
  // phone is back on the dashboard.
  if (!isPhone(page)) await expect(page.locator('section[aria-labelledby="owner-challenges-title"] article:focus')).toHaveCount(1);

  // A prize: the catalogue, the prize, Redeem. The dialog takes focus and gives it back on Escape.
  await tabTo(page, page.getByRole('link', { name: /^Prizes\b/ }).locator('visible=true').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/prizes$/);
  await tabTo(page, page.getByRole('list', { name: 'Prize categories' }).getByRole('link', { name: /Coffee & treats/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Cinnamon bun' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cinnamon bun' })).toBeVisible();
  const redeem = page.getByRole('main').getByRole('button', { name: 'Redeem', exact: true });
  await tabTo(page, redeem);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Redeem “Cinnamon bun”?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(redeem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Redeem', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/prizes\/reward\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cinnamon bun' })).toBeVisible();
  await expectPointsShown(page, 5);
});
