// The signed-out first screens come as HTML rendered by React on the server and are hydrated by
// react-dom (docs/architecture.md, "How a page is painted"): the HTML holds the screen, hydration
// finds exactly that markup, without JavaScript the screen is the same, and a member signed in on
// the device never sees it. The page carries only the messages its first screen uses; the rest of the
// catalog comes after the first paint.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, bearer, openAs } from './support/api';
import { staffToken } from './support/console';
import { holdScripts } from './support/hold-scripts';
import { atPhoneSizeOnly } from './support/one-size';
import { takingShots } from './support/shots';

const PAGES = ['sign-in', 'phone-login', 'registration', 'customer-login', 'waitlist-invitation', 'help', 'about', 'business', 'terms', 'privacy-policy', 'news', 'news/1'];
const LANGUAGES = ['en', 'lt'];
// Hydration and the error state it draws run at both sizes (a component that reads the width would render
// differently there); the other checks at the phone size only.
/** What React says when the server's markup and the first render differ (minified: #418 to #425). */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|Minified React error #4(18|19|2[0-5])/i;

function collectTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

test('the data a first screen shows is in its HTML, and the browser starts from the same answers', async ({ page, request }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  const trouble = collectTrouble(page);
  const html = await (await request.get('/en/phone-login')).text();
  // The footer's menu (getMenuItems) and, on sign-in, the owner (getOwner) are drawn on the server.
  expect(html).toMatch(/<footer[\s\S]*About us/);
  expect(await (await request.get('/en/sign-in')).text()).toContain('Aurora Outdoor');
  expect(html).toContain('"queries":');
  await page.goto('/en/phone-login');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toBeVisible();
  expect(trouble).toEqual([]);
});

test('a member signed in on this device never sees the signed-out screen', async ({ page, request }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  const account = await apiSignUp(request);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenSignedOut: string[] }).seenSignedOut = seen;
    const look = () => {
      const first = document.querySelector('#root[data-server-rendered] > *');
      if (first && getComputedStyle(first).display !== 'none') seen.push(document.title);
    };
    document.addEventListener('DOMContentLoaded', look);
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  await openAs(page, account, '/en/sign-in');
  await expect(page).toHaveURL(/\/en\/dashboard/);
  expect(await page.evaluate(() => (window as unknown as { seenSignedOut: string[] }).seenSignedOut)).toEqual([]);
});

test('a visitor who scrolls before the page has hydrated stays where they scrolled', async ({ page }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  // The page's scripts wait until the visitor has scrolled.
  const release = await holdScripts(page);
  await page.goto('/en/terms', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The web font's arrival changes the page's height (a font swap, not hydration).
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const before = await page.evaluate(() => window.scrollY);
  release();
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  // The router renders (and would restore) just after hydrating.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // A reload comes back to the same place.
  await page.reload();
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('what a visitor types before the page\'s code has run is kept by the form', async ({ page }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  const release = await holdScripts(page);
  await page.goto('/en/phone-login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Phone number').fill('37061234567');
  release();
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  // The form has it: the button it enables for a full number is enabled, and the entry stays.
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await page.waitForTimeout(500);
  await expect(page.getByLabel('Phone number')).toHaveValue('37061234567');
});

test('someone typing as the page\'s code takes over goes on where their caret is', async ({ page }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  const release = await holdScripts(page);
  await page.goto('/en/registration', { waitUntil: 'domcontentloaded' });
  const name = page.getByLabel('First name');
  await name.pressSequentially('Rta');
  await name.press('ArrowLeft');
  await name.press('ArrowLeft');
  release();
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForTimeout(500);
  await name.press('i');
  await expect(name).toHaveValue('Rita');
});

test('a button pressed before the page\'s code has run does what it says once the code is in', async ({ page }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  const release = await holdScripts(page);
  await page.goto('/en/help', { waitUntil: 'domcontentloaded' });
  const language = page.getByRole('contentinfo').getByRole('button', { name: 'Lietuvių' });
  await language.click();
  await expect(page).toHaveURL(/\/en\/help$/);
  release();
  await expect(page).toHaveURL(/\/lt\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagalba' })).toBeVisible();
});

test('a rendered page starts its scripts only once the browser has painted it', async ({ page }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  await page.goto('/en/sign-in');
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  const { painted, scripts, fonts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
      fonts: resources.filter((entry) => entry.name.includes('/inter-latin-wght-normal-')).map((entry) => entry.fetchStart),
    };
  });
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted);
  // The web font, which the paint waits for, is fetched from the HTML's preload, before the paint.
  expect(fonts.length).toBe(1);
  expect(fonts[0]).toBeLessThan(painted);
});

test('the customer app is rendered by react-dom, with no Preact in it', ({}, testInfo) => {
  atPhoneSizeOnly(testInfo);
  const maps = path.join('dist-sourcemaps', 'assets');
  const sources = readdirSync(maps)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(path.join(maps, file), 'utf8')) as { sources: string[] }).sources);
  expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
  expect(sources.filter((source) => /node_modules\/preact\//.test(source))).toEqual([]);
});

/** The compiled catalog the server serves whole (/translations/main.{lang}.json). */
const wholeCatalog = (lang: string) => JSON.parse(readFileSync(path.join('dist', 'translations', `main.${lang}.json`), 'utf8')) as Record<string, unknown>;

interface InlineBoot {
  translations: { lang: string; firstScreen?: boolean; messages: Record<string, unknown> } | null;
}
const inlineBoot = (html: string) => JSON.parse(/<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as InlineBoot;

/** Any message id of the catalog shown as text (a message the page does not have): none may be. */
async function untranslatedIds(page: Page, ids: string[]): Promise<string[]> {
  const shown = await page.evaluate(() => `${document.title} ${document.body.innerText}`);
  const words = new Set(shown.split(/[\s.,:;!?()«»“”"']+/));
  return ids.filter((id) => words.has(id));
}

for (const lang of LANGUAGES) {
  test(`/${lang}/sign-in carries only its first screen's messages; the rest of the catalog comes after the first paint`, async ({ page, request }, testInfo) => {
    atPhoneSizeOnly(testInfo);
    test.setTimeout(120_000);
    const whole = wholeCatalog(lang);
    const html = await (await request.get(`/${lang}/sign-in`)).text();
    const inline = inlineBoot(html).translations!;
    expect(inline.firstScreen).toBe(true);
    const carried = Object.keys(inline.messages);
    expect(carried.length).toBeGreaterThan(5);
    expect(carried.length, 'a small part of the catalog').toBeLessThan(Object.keys(whole).length / 5);
    for (const id of carried) expect(inline.messages[id]).toEqual(whole[id]);

    // With the rest held back, the first screen (and its title) is whole and hydrates.
    const trouble = collectTrouble(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: number[] = [];
    await page.route(`**/translations/main.${lang}.json*`, async (route) => {
      asked.push(Date.now());
      await held;
      await route.continue();
    });
    await page.goto(`/${lang}/sign-in`);
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await expect.poll(() => asked.length, { message: 'the rest is asked for after the page has painted' }).toBeGreaterThan(0);
    expect(await untranslatedIds(page, Object.keys(whole))).toEqual([]);
    await expect(page).not.toHaveTitle('');

    // A screen the first one did not draw waits for the rest, then shows in the page's language.
    await page.getByRole('main').getByRole('link', { name: lang === 'en' ? /sign up/i : /užsiregistruoti/i }).first().click();
    release();
    await expect(page).toHaveURL(new RegExp(`/${lang}/registration`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await untranslatedIds(page, Object.keys(whole))).toEqual([]);
    expect(trouble).toEqual([]);
  });
}

test('a setting the console changes shows on the rendered page at once, with the messages it needs', async ({ page, request }, testInfo) => {
  atPhoneSizeOnly(testInfo);
  test.setTimeout(120_000);
  const headers = bearer(await staffToken(request));
  const current = (await (await request.get('/api/console/settings', { headers })).json()) as { values: { registration_type: 'id' | 'phone' } };
  const before = current.values.registration_type;
  const after = before === 'phone' ? 'id' : 'phone';
  const way = after === 'id' ? 'Sign in with your customer ID' : 'Sign in with phone';
  try {
    const changed = await request.post('/api/console/settings', { headers, data: { registration_type: after } });
    expect(changed.ok(), await changed.text()).toBeTruthy();
    expect(await (await request.get('/en/sign-in')).text()).toContain(way);
    // Drawn in the browser from the inline messages alone: the rest of the catalog never comes.
    await page.route('**/translations/**', (route) => route.abort());
    await page.goto('/en/sign-in');
    await expect(page.getByRole('link', { name: way })).toBeVisible();
    expect(await untranslatedIds(page, Object.keys(wholeCatalog('en')))).toEqual([]);
  } finally {
    await request.post('/api/console/settings', { headers, data: { registration_type: before } });
  }
});

for (const lang of LANGUAGES) {
  test(`/${lang}/news/987654 (its data failed: no such item) shows the same error state from the server and after hydration`, async ({ page, request }) => {
    const html = await (await request.get(`/${lang}/news/987654`)).text();
    expect(html).toMatch(/<div id="root" data-server-rendered(="")?><div/);
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html.slice(html.indexOf('data-server-rendered')))?.[1];
    expect(heading).toBeTruthy();
    const trouble = collectTrouble(page);
    await page.goto(`/${lang}/news/987654`);
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(heading!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'));
    expect(trouble).toEqual([]);
  });
}

// One page visits every rendered page in turn (a fresh browser context for each loaded and compiled the
// app again: 48 such tests took 122 s of test time), and a page without JavaScript beside it.
test('every rendered page comes rendered, hydrates without a mismatch and shows the same words with JavaScript off as with it on, in both languages', async ({ browser, page, request }, testInfo) => {
  test.setTimeout(300_000);
  const width = testInfo.project.name === 'desktop' ? 1280 : 390;
  const invited = await apiSignUp(request);
  const { referral_id: invite } = await (await request.get('/api/user-side/getUserData', { headers: bearer(invited.token) })).json();
  const paths = [...PAGES, `invite/${invite}`];
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const still = await withoutScript.newPage();
  const words = (p: Page) => p.locator('main').innerText().then((text) => text.replace(/\s+/g, ' ').trim());
  const trouble = collectTrouble(page);
  const differ: string[] = [];
  for (const lang of LANGUAGES) {
    for (const name of paths) {
      const where = `/${lang}/${name}`;
      const response = await request.get(where);
      const html = await response.text();
      // The page's language is saved before any script runs (a link followed at once comes back in it).
      expect(response.headers()['set-cookie'], where).toMatch(new RegExp(`^lang=${lang};.*SameSite=Strict`));
      expect(html, where).toMatch(/<div id="root" data-server-rendered(="")?><div/);
      expect(html, where).toContain('<h1');
      expect(html, where).toMatch(new RegExp(`<html lang="${lang}"`));

      await still.goto(where);
      const drawn = await words(still);
      await expect(still.getByRole('heading', { level: 1 }), `${where} without JavaScript`).toBeVisible();
      await page.goto(where);
      // Hydrated: the page answers a click (React's listeners are on the root).
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, where).toBeVisible();
      expect(html, where).toContain((await heading.textContent())!.replace(/&/g, '&amp;'));
      expect(trouble, where).toEqual([]);
      const hydrated = await words(page);
      if (hydrated !== drawn) differ.push(`${where}:\n  without JS: ${drawn.slice(0, 300)}\n  with JS:    ${hydrated.slice(0, 300)}`);
      if (takingShots) {
        const file = `${lang}-${width}-${name.replace(/\//g, '-')}`;
        await still.screenshot({ path: `.tmp/shots/js-off-${file}.png` });
        await page.screenshot({ path: `.tmp/shots/js-on-${file}.png` });
      }
    }
  }
  await withoutScript.close();
  expect(differ, differ.join('\n')).toEqual([]);
});
