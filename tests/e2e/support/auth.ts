// Signing up and in through the UI the way a customer does, reading each SMS code from the dev outbox.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface OutboxMessage {
  to: string;
  kind: string;
  text: string;
  code: string | null;
  sent_at: string;
}

/** The demo users the seed creates (already initialized, terms accepted). */
export const DEMO_PHONES = ['37060000001', '37060000002', '37060000003', '37060000004', '37060000005'] as const;

/** A Lithuanian mobile number nobody else in the run uses: 3706 and 7 random digits. */
export function uniquePhone(): string {
  return `3706${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export async function outbox(request: APIRequestContext, phone: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?to=${phone}`);
  expect(res.ok(), `GET /api/dev/outbox answers ${res.status()}`).toBeTruthy();
  return (await res.json()) as OutboxMessage[];
}

/** What the outbox already holds, so the next code can be told apart from earlier ones. */
export async function outboxMark(request: APIRequestContext, phone: string): Promise<number> {
  return (await outbox(request, phone)).length;
}

/** Waits for a code sent after `mark` (a count from outboxMark) and returns it. */
export async function nextCode(request: APIRequestContext, phone: string, mark: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, phone);
        // Newest first: the messages beyond `mark` are the new ones.
        code = messages.length > mark ? (messages.slice(0, messages.length - mark).find((m) => m.code)?.code ?? null) : null;
        return code;
      },
      { message: `a new SMS code for ${phone} in the dev outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

export interface NewUser {
  phone: string;
  firstName: string;
  lastName: string;
}

export function newUser(firstName = 'Rasa', lastName = 'Tester'): NewUser {
  return { phone: uniquePhone(), firstName, lastName };
}

/** Registration form -> the SMS code screen. Returns the outbox mark taken before the code was asked for. */
export async function submitRegistration(page: Page, user: NewUser, lang = 'en'): Promise<number> {
  if (!new RegExp(`/${lang}/registration`).test(page.url())) await page.goto(`/${lang}/registration`);
  const mark = await outboxMark(page.request, user.phone);
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Phone number').fill(user.phone);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/sms-code\\?.*phone=${user.phone}`));
  return mark;
}

/** Phone-login form -> the SMS code screen. */
export async function submitPhoneLogin(page: Page, phone: string): Promise<number> {
  const mark = await outboxMark(page.request, phone);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(new RegExp(`/sms-code\\?.*phone=${phone}`));
  return mark;
}

/** Types the code; the screen sends it by itself once six digits are in. */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('6-digit code').fill(code);
}

/** The terms screen of a new user: tick the box, accept. */
export async function acceptTerms(page: Page) {
  await expect(page).toHaveURL(/\/terms-and-conditions/);
  await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

/** The welcome tour: Next, Next, then the last button. Returns the three step titles. */
export async function finishWelcomeTour(page: Page): Promise<string[]> {
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible({ timeout: 30_000 });
  const titles: string[] = [];
  for (const button of ['Next', 'Next', /Let.s go/]) {
    const heading = tour.getByRole('heading').last();
    await expect(heading).not.toHaveText('');
    titles.push((await heading.textContent())!.trim());
    await tour.getByRole('button', { name: button }).click();
  }
  await expect(tour).toBeHidden();
  return titles;
}

/** The whole sign-up of a new user through the UI, ending on the dashboard with the tour closed. */
export async function signUp(page: Page, user: NewUser = newUser()): Promise<NewUser> {
  await page.goto('/en/registration');
  const mark = await submitRegistration(page, user);
  await enterCode(page, await nextCode(page.request, user.phone, mark));
  await acceptTerms(page);
  await expect(page).toHaveURL(/\/en\/dashboard$/, { timeout: 30_000 });
  await finishWelcomeTour(page);
  return user;
}

/** Phone sign-in of an existing user from /{lang}/phone-login (or the current page when it is that form). */
export async function signIn(page: Page, phone: string, { from = '/en/phone-login' }: { from?: string | null } = {}) {
  if (from) await page.goto(from);
  const mark = await submitPhoneLogin(page, phone);
  await enterCode(page, await nextCode(page.request, phone, mark));
}

/** True when the layout is the phone one (below the 992 px breakpoint). */
export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 992;
}

/** Logs out the way a person would: the header button on desktop, the drawer on the phone. */
export async function logOut(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  }
  await expect(page).toHaveURL(/\/en\/sign-in$/);
}
