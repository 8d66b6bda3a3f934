// The unsubscribe link of our e-mails asks for one tap; opening it (as mail scanners do)
// unsubscribes nobody. The mail also carries RFC 8058 one-click headers (tests/server/verifiers.test.ts).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignUp, bearer } from './support/api';
import { outbox } from './support/auth';

async function unsubscribeLink(request: APIRequestContext, lang: 'en' | 'lt'): Promise<{ path: string; email: string }> {
  const member = await apiSignUp(request);
  const email = `unsub-${member.phone}@example.com`;
  const saved = await request.post(`/api/user-side/saveEmail?lang=${lang}`, { headers: bearer(member.token), data: { email } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const [mail] = await outbox(request, email);
  const url = /(https?:\/\/\S+\/email-unsubscribe\?token=[\w-]+)/.exec(mail!.text)?.[1];
  expect(url, mail!.text).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return { path: `${pathname}${search}`, email };
}

test('opening the unsubscribe link changes nothing until the member taps the button', async ({ page, request }) => {
  const { path, email } = await unsubscribeLink(request, 'en');
  const token = new URL(path, 'http://x').searchParams.get('token')!;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop our e-mails?' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Opened, not yet unsubscribed: the server still says so.
  const before = await request.get(`/api/user-side/unsubscribeEmail?token=${token}`);
  expect(await before.json()).toEqual({ email, unsubscribed: false });

  await page.getByRole('button', { name: 'Yes, unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  const after = await request.get(`/api/user-side/unsubscribeEmail?token=${token}`);
  expect(await after.json()).toEqual({ email, unsubscribed: true });

  // The same link again says it is done, with no button.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, unsubscribe' })).toHaveCount(0);
});

test('the unsubscribe page in Lithuanian asks for one tap as well', async ({ page, request }) => {
  const { path } = await unsubscribeLink(request, 'lt');
  expect(path).toMatch(/^\/lt\/email-unsubscribe/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Nebegauti mūsų laiškų?' })).toBeVisible();
  await page.getByRole('button', { name: 'Taip, atsisakyti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prenumeratos atsisakėte' })).toBeVisible();
});
