// Social sign-in the way README offers it: `OAUTH_FAKE_PROVIDERS=true npm start`, the fake provider in
// the app's own server and origin (no OAUTH_FAKE_PROVIDER_URL). A second server runs here so set; the
// suite's own server has the provider on another origin (social.spec.ts). The popup must come back to
// the app (no Cross-Origin-Opener-Policy on any page it loads), and an answer whose state is not the
// attempt's must stop the button and say what happened and what to do.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shot } from './support/shots';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const SAME_ORIGIN_PORT = PORT + 300;
const APP = `http://localhost:${SAME_ORIGIN_PORT}`;

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'phone') return;
  test.setTimeout(180_000);
  const dataDir = `.tmp/e2e-data-same-origin-${PORT}`;
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(SAME_ORIGIN_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  // README's command sets only this; PUBLIC_URL defaults to http://localhost:{PORT}.
  env.OAUTH_FAKE_PROVIDERS = 'true';
  delete env.OAUTH_FAKE_PROVIDER_URL;
  delete env.PUBLIC_URL;
  server = spawn('node', ['dist-server/main.js'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  await expect
    .poll(async () => (await fetch(`${APP}/api/user-side/getSettings`).catch(() => null))?.ok ?? false, { timeout: 150_000, intervals: [500] })
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
});

/** Opens the Google popup from the sign-in page and fills the in-process consent page. */
async function openGoogle(page: Page, lang: 'en' | 'lt', accountId: string) {
  await page.goto(`${APP}/${lang}/sign-in`);
  const button = page.getByRole('button', { name: lang === 'en' ? 'Continue with Google' : 'Tęsti su Google' });
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/dev\/oauth\/google\/authorize/);
  // The provider is on the app's own origin, as README's command has it.
  expect(new URL(popup.url()).origin).toBe(APP);
  await popup.getByLabel('Account id', { exact: true }).fill(accountId);
  return { button, popup };
}

test('README: Google signs a new member in through the in-process fake provider', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the popup does not depend on the screen size');
  test.setTimeout(90_000);
  const { popup } = await openGoogle(page, 'en', `readme-${Date.now()}`);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await expect(page).toHaveURL(/\/en\/terms-and-conditions/, { timeout: 30_000 });
  await expect(page.getByRole('checkbox')).toBeVisible();
});

for (const lang of ['en', 'lt'] as const) {
  test(`README: an answer with another state stops the button and says what to do (${lang})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the popup does not depend on the screen size');
    test.setTimeout(90_000);
    const { button, popup } = await openGoogle(page, lang, `forged-${lang}-${Date.now()}`);
    // The answer comes back with a state this attempt did not send.
    await popup.locator('input[name="state"]').evaluate((input: HTMLInputElement) => (input.value = 'forged:/en/dashboard'));
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await closed;
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      lang === 'en' ? 'did not match the sign-in started on this page' : 'neatitiko šiame puslapyje pradėto prisijungimo',
    );
    await expect(alert).toContainText(lang === 'en' ? 'Press the button again' : 'Dar kartą paspauskite mygtuką');
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(new RegExp(`/${lang}/sign-in`));
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await shot(page, testInfo, `social-state-mismatch-${lang}-${width}`);
    }
  });
}
