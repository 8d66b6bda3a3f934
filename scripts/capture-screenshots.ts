// Captures the web app manifest's install-sheet screenshots (pwa.config.ts, `screenshots`) from the
// running product: the built app on its own server with the demo data, signed in as the demo member
// 37060000001, on the English dashboard with its challenge cards and points.
//   npm run screenshots                          (builds first)
//   npx tsx scripts/capture-screenshots.ts       (uses the existing dist/)
// Writes public/pwa/screenshot-narrow.png (390x844) and public/pwa/screenshot-wide.png (1280x800).
// The server runs on SCREENSHOTS_PORT (default 8191) with a throw-away database in .tmp/screens-data;
// Chromium is the system one (CHROMIUM_PATH, default /usr/bin/chromium), as in playwright.config.ts;
// the Playwright library comes from @playwright/test, the declared dependency. The app's font is Inter:
// install it (Debian: fonts-inter) or the shots fall back to another font. DEBUG_SCREENSHOTS=1 logs steps.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { waitForQuietNetwork } from '../tests/e2e/support/quiet-network';
import { BASE_URL, DATA_DIR, nextCode, outbox, PHONE, startServer, stopServer, waitForServer } from './screenshots/server';

const LANG = 'en';
/** Above this a PNG is re-compressed with sharp, when sharp is installed. */
const MAX_BYTES = 250 * 1024;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** DEBUG_SCREENSHOTS=1 prints each step with the seconds since the start. */
const started = Date.now();
const step = (what: string) => {
  if (process.env.DEBUG_SCREENSHOTS) console.log(`${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
};

interface Shot {
  file: string;
  context: BrowserContextOptions;
}

const SHOTS: Shot[] = [
  {
    file: 'public/pwa/screenshot-narrow.png',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  },
  {
    file: 'public/pwa/screenshot-wide.png',
    context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  },
];

/** Far in the future: the app's own "Not now" flags, so no install or push card covers the screen. */
const QUIET_UNTIL = Date.UTC(2100, 0, 1);

/** The design's font is Inter (src/styles/tokens.css); without it Chromium falls back to a wider one. */
function warnWithoutInter() {
  try {
    const family = execFileSync('fc-match', ['-f', '%{family}', 'Inter'], { encoding: 'utf8' });
    if (!/\bInter\b/.test(family)) {
      console.warn(`The Inter font is not installed (Debian: apt-get install fonts-inter); the shots will use ${family}.`);
    }
  } catch {
    /* no fontconfig tools: nothing to check with */
  }
}

/** Signs in the way a customer does (tests/e2e/support/auth.ts): phone form, then the SMS code. */
async function signIn(page: Page) {
  await page.goto(`/${LANG}/phone-login`);
  const mark = (await outbox()).length;
  await page.getByLabel('Phone number').fill(PHONE);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL(new RegExp(`/sms-code\\?.*phone=${PHONE}`));
  await page.getByLabel('6-digit code').fill(await nextCode(mark));
  await page.waitForURL(new RegExp(`/${LANG}/dashboard$`), { timeout: 60_000 });
}

async function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/Vilnius',
    colorScheme: 'light',
    // Animations end at once, so nothing is caught mid-way.
    reducedMotion: 'reduce',
    // No service worker: its update prompt must not show up in the picture.
    serviceWorkers: 'block',
    ...options,
  });
  await context.addInitScript((until: number) => {
    try {
      localStorage.setItem('loyalty-install', JSON.stringify({ visits: 0, actionDone: false, dismissedUntil: until }));
      localStorage.setItem('loyalty-push-prompt', JSON.stringify({ achievements: 0, dismissedUntil: until }));
    } catch {
      /* storage not available on this page */
    }
  }, QUIET_UNTIL);
  return context;
}

/** Closes whatever may still cover the dashboard: a dialog (the welcome tour, the drawer) and toasts. */
async function clearOverlays(page: Page) {
  for (let i = 0; i < 5; i++) {
    const dialog = page.getByRole('dialog').filter({ visible: true }).first();
    if (!(await dialog.count())) break;
    const close = dialog.getByRole('button', { name: /^(Let.s go|Close|Close menu|Not now|OK|Got it|Skip)$/ }).first();
    if (await close.count()) await close.click();
    else await page.keyboard.press('Escape');
    await sleep(400);
  }
  // Toasts are buttons titled "Dismiss" (src/features/toasts/toast-host.tsx); a click closes one.
  const toasts = page.getByTitle('Dismiss').filter({ visible: true });
  for (let n = await toasts.count(); n > 0 && (await toasts.count()) > 0; n--) await toasts.first().click();
  for (const name of [/^Not now$/]) {
    const buttons = page.getByRole('button', { name }).filter({ visible: true });
    for (let n = await buttons.count(); n > 0 && (await buttons.count()) > 0; n--) await buttons.first().click();
  }
}

/**
 * Puts the challenges first: collects the achievement the demo member has waiting (the points go
 * into the balance shown) and hides the promoted news, which arrives 5 s after the dashboard and
 * again 5 s after each "Hide". Both are stored on the server, so this happens once per run.
 */
async function clearTheWay(page: Page) {
  const collectAll = page.getByRole('button', { name: /^Collect all/ });
  const collectOne = page.getByRole('button', { name: /^Collect ./ });
  for (let i = 0; i < 10; i++) {
    const button = (await collectAll.count()) ? collectAll.first() : (await collectOne.count()) ? collectOne.first() : null;
    if (!button) break;
    await button.click();
    await button.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
    step('achievement collected');
  }
  const hideNews = page.getByRole('button', { name: 'Hide this news' });
  for (let i = 0; i < 5; i++) {
    try {
      await hideNews.first().waitFor({ timeout: 9_000 });
    } catch {
      break;
    }
    await hideNews.first().click();
    step('news hidden');
  }
}

async function waitForDashboard(page: Page, phone: boolean) {
  await page.getByRole('heading', { level: 1, name: 'Challenges' }).waitFor();
  step('heading');
  await page.getByRole('article').first().waitFor();
  await page.getByRole('status', { name: 'Loading challenges' }).waitFor({ state: 'detached' });
  step('cards');
  const points = phone
    ? page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Prizes/ })
    : page.getByRole('complementary', { name: 'Your summary' }).getByRole('region', { name: 'Your points' });
  await points.filter({ hasText: phone ? /\d\s*pts/ : /\d\s*points/ }).waitFor();
  step('points');
  // Not 'networkidle': the dashboard's live-updates stream stays open.
  await waitForQuietNetwork(page);
  step('network quiet');
}

/** Every font loaded and every image in the viewport decoded (lazy ones outside it never load). */
async function waitForImages(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    await Promise.all(
      onScreen.map(async (img) => {
        if (!img.complete) {
          await Promise.race([
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
            new Promise((done) => setTimeout(done, 15_000)),
          ]);
        }
        // decode() of some images never settles in headless Chromium: bounded too.
        await Promise.race([img.decode().catch(() => undefined), new Promise((done) => setTimeout(done, 5_000))]);
      }),
    );
  });
  step('images and fonts');
}

async function capture(page: Page, shot: Shot) {
  const phone = (shot.context.viewport?.width ?? 1280) < 992;
  await page.goto(`/${LANG}/dashboard`);
  await waitForDashboard(page, phone);
  step('dashboard loaded');
  await clearTheWay(page);
  await clearOverlays(page);
  step('overlays cleared');
  // Away from any hover state and focus ring, at the top of the page, after the last transitions.
  await page.mouse.move(0, (shot.context.viewport?.height ?? 800) - 1);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await waitForQuietNetwork(page);
  await waitForImages(page);
  await sleep(1500);
  await clearOverlays(page);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await writeFile(shot.file, await compress(png));
  console.log(`${shot.file}: ${shot.context.viewport?.width}x${shot.context.viewport?.height}, ${Math.round((await stat(shot.file)).size / 1024)} KB`);
}

/** Re-compresses a big PNG with sharp (a dependency of the server) when it is installed. */
async function compress(png: Buffer): Promise<Buffer> {
  if (png.length <= MAX_BYTES || !existsSync('node_modules/sharp')) return png;
  const { default: sharp } = await import('sharp');
  const smaller = await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();
  return smaller.length < png.length ? smaller : png;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('no dist/: run `npm run build` first (or `npm run screenshots`)');
  warnWithoutInter();
  await rm(DATA_DIR, { recursive: true, force: true });
  const server = startServer();
  const stop = () => stopServer(server);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => {
      stop();
      process.exit(code);
    });
  }
  process.once('exit', stop);
  let browser: Browser | null = null;
  try {
    await waitForServer(server);
    console.log(`server up on ${BASE_URL}`);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    // One sign-in; each size then opens with its storage (the token in localStorage).
    let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    for (const shot of SHOTS) {
      const context = await newContext(browser, { ...shot.context, storageState });
      try {
        const page = await context.newPage();
        if (!storageState) {
          await signIn(page);
          console.log(`signed in as ${PHONE}`);
          storageState = await context.storageState();
        }
        await capture(page, shot);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
