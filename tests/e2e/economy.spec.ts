// Spending points. Redeeming prizes and showing their codes, my rewards, the history, sending
// points to another member and applying a promo code, against the demo catalogue (server/seed/prizes.ts).
// New members are made through the API and given points by the partner API (a manual award).
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, awardPoints, openAs, userGet, userPoints, type Account } from './support/api';
import { DEMO_PHONES } from './support/auth';
import { expectPointsShown } from './support/layout';
import { shot } from './support/shots';
import { expectDrawn } from './support/codes';

const SIGN_UP_BONUS = 30;

/** The links of the prizes page's balance block: My rewards, History, Send points. */
const balanceLinks = (page: Page) => page.getByRole('main').getByRole('navigation', { name: 'Your points' });

async function openPrizes(page: Page, account: Account) {
  await openAs(page, account, '/en/prizes');
  await expect(page.getByRole('heading', { level: 1, name: 'Prizes' })).toBeVisible();
}

/** From the prize page: Redeem, confirm in the dialog, land on the new reward. */
async function redeem(page: Page, prize: string, price: number) {
  await expect(page.getByRole('heading', { level: 1, name: prize })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Redeem “${prize}”?` });
  await expect(confirm).toContainText(`${price} points will be taken from your balance.`);
  await confirm.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/prizes\/reward\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: prize })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Valid until /)).toBeVisible();
}

test('a prize is redeemed and its QR code and barcode shown; both are in my rewards and the history', async ({ page }, testInfo) => {
  const account = await apiSignUp(page.request);
  await awardPoints(page.request, account.phone, 300, 'Welcome gift from the shop');
  await openPrizes(page, account);
  await expectPointsShown(page, SIGN_UP_BONUS + 300);

  // Catalogue: category, prize.
  await page.getByRole('list', { name: 'Prize categories' }).getByRole('link', { name: /Coffee & treats/ }).click();
  await expect(page).toHaveURL(/\/en\/prizes-list\?categoryId=\d+$/);
  // The category's page is drawn (not the prizes page it came from, whose carousel links the same prize).
  await expect(page.getByRole('heading', { level: 1, name: /Coffee & treats/ })).toBeVisible();
  // The category's list in the page, not the desktop side panel's prize carousel (its link names the same prize).
  await page.getByRole('main').getByRole('link', { name: 'Reusable coffee cup' }).click();
  await expect(page).toHaveURL(/\/en\/prizes\/\d+\?categoryId=\d+$/);
  await expect(page.getByText('You have 330 points.')).toBeVisible();
  await shot(page, testInfo, 'economy-01-prize');

  // A code_barcode prize with a QR code: the code as text too, with a copy button.
  await redeem(page, 'Reusable coffee cup', 180);
  await expect(page.getByText('Let the cashier scan this QR code.')).toBeVisible();
  const qr = page.getByRole('img', { name: /^QR code: / });
  await expectDrawn(qr);
  const copy = page.getByRole('button', { name: /^Copy code / });
  await expect(copy).toBeVisible();
  const rewards = await userGet<{ id: number; reward_code: string }[]>(page.request, account, 'getUserActiveRewards');
  expect(rewards).toHaveLength(1);
  const code = rewards[0]!.reward_code;
  await expect(page.getByRole('main').getByText(code, { exact: true })).toBeVisible();
  await shot(page, testInfo, 'economy-02-qr-code');

  // Full screen, high contrast, for the till's scanner.
  await page.getByRole('button', { name: 'Show full screen' }).click();
  const fullscreen = page.getByRole('dialog', { name: 'Reusable coffee cup' });
  await expectDrawn(fullscreen.getByRole('img', { name: /^QR code: / }));
  await shot(page, testInfo, 'economy-03-fullscreen');
  await fullscreen.getByRole('button', { name: 'Close full screen' }).click();
  await expect(fullscreen).toHaveCount(0);
  await expectPointsShown(page, SIGN_UP_BONUS + 300 - 180);

  // A barcode-only prize (CODE128).
  await page.goto('/en/prizes-list');
  await page.getByRole('link', { name: 'Cinnamon bun' }).click();
  await redeem(page, 'Cinnamon bun', 50);
  await expect(page.getByText('Let the cashier scan this barcode.')).toBeVisible();
  await expectDrawn(page.getByRole('img', { name: /^Barcode: / }));
  await shot(page, testInfo, 'economy-04-barcode');
  expect(await userPoints(page.request, account)).toBe(SIGN_UP_BONUS + 300 - 180 - 50);

  // My rewards: both, newest first, each opening its code again.
  await page.getByRole('link', { name: 'My rewards' }).first().click();
  await expect(page).toHaveURL(/\/en\/prizes\/rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My rewards' })).toBeVisible();
  const mine = page.getByRole('main').getByRole('listitem');
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toContainText('Cinnamon bun');
  await expect(mine.nth(0)).toContainText('Barcode');
  await expect(mine.nth(1)).toContainText('Reusable coffee cup');
  await expect(mine.nth(1)).toContainText('QR code');
  await shot(page, testInfo, 'economy-05-my-rewards');
  await mine.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reusable coffee cup' })).toBeVisible();
  await expectDrawn(page.getByRole('img', { name: /^QR code: / }));

  // History: the two redemptions out, the move to Silver the 330 points earned brought (a tier change
  // has its own line), the award and the sign-up bonus in.
  await page.goto('/en/prizes');
  await balanceLinks(page).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/en\/history$/);
  const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(5);
  await expect(history.nth(0)).toContainText('Cinnamon bun');
  await expect(history.nth(0)).toContainText('50 points out');
  await expect(history.nth(1)).toContainText('Reusable coffee cup');
  await expect(history.nth(1)).toContainText('180 points out');
  await expect(history.nth(2)).toContainText('Moved up to Silver');
  await expect(history.nth(3)).toContainText('Welcome gift from the shop');
  await expect(history.nth(3)).toContainText('300 points in');
  await expect(history.nth(4)).toContainText('30 points in');
  await shot(page, testInfo, 'economy-06-history');
  // A redemption links to its reward.
  await history.nth(1).getByRole('link', { name: 'Reusable coffee cup' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/prizes/reward/${rewards[0]!.id}$`));
});

test('points are sent to another member after a confirmation, and both sides see it', async ({ page }, testInfo) => {
  const account = await apiSignUp(page.request);
  await awardPoints(page.request, account.phone, 70);
  const recipientPhone = DEMO_PHONES[4];
  const recipient = await apiSignIn(page.request, recipientPhone);
  const recipientBefore = await userPoints(page.request, recipient);

  await openPrizes(page, account);
  await balanceLinks(page).getByRole('link', { name: 'Send points' }).click();
  await expect(page).toHaveURL(/\/en\/points-transfer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send points' })).toBeVisible();
  await expect(page.getByText('100 points', { exact: true })).toBeVisible();

  // More than the balance is refused before anything is sent.
  await page.getByLabel("Recipient's phone number").fill(recipientPhone);
  await page.getByLabel('Points to send').fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You do not have that many points.')).toBeVisible();

  await page.getByLabel('Points to send').fill('25');
  await shot(page, testInfo, 'economy-07-transfer');
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send 25 points?' });
  // The name as the server gives it, initial's full stop kept.
  await expect(confirm).toContainText(`Recipient: Laura V., phone number +${recipientPhone}`);
  await confirm.getByRole('button', { name: 'Send points' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Sent 25 points. Recipient: Laura V.');
  await expect(page.getByText('75 points', { exact: true })).toBeVisible();
  await expectPointsShown(page, 75);

  expect(await userPoints(page.request, account)).toBe(75);
  expect(await userPoints(page.request, recipient)).toBe(recipientBefore + 25);
  const { list } = await userGet<{ list: { points: number; source_type: string; type: string }[] }>(
    page.request,
    recipient,
    'getUserHistoryLog?length=3',
  );
  expect(list[0]).toMatchObject({ points: 25, type: 'achievement', source_type: 'points_transfer' });

  await page.goto('/en/history');
  const newest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(newest).toContainText('25 points out');
});

test('a promo code adds its points once per member', async ({ page }, testInfo) => {
  const account = await apiSignUp(page.request);
  await openAs(page, account, '/en/profile');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /Promo and referral codes/ }).click();
  await expect(page).toHaveURL(/\/en\/profile\/codes-menu$/);
  await page.getByRole('link', { name: /Promo code/ }).click();
  await expect(page).toHaveURL(/\/en\/profile\/promo-code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promo code' })).toBeVisible();

  const field = page.getByLabel('Promo code', { exact: true });
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText('This promo code is not valid. Check it and try again.')).toBeVisible();

  // WELCOME10: every member may use it once (server/seed/promo-codes.ts).
  await field.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('+10 points added to your balance.');
  await expect(field).toHaveValue('');
  await shot(page, testInfo, 'economy-08-promo-code');
  await expectPointsShown(page, SIGN_UP_BONUS + 10);

  await field.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText('This promo code has already been used.')).toBeVisible();
  expect(await userPoints(page.request, account)).toBe(SIGN_UP_BONUS + 10);
});
