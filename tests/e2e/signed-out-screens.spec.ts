// Every signed-out screen at 320, 390 and 1280 px in English and Lithuanian: no label is cut
// (no ellipsis, no text clipped by its box, no word split across lines, nothing past the screen's edge), in the self-hosted web
// font. Screenshots go to SHOTS_DIR (default .tmp/shots-signed-out) for a person to look at.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, bearer } from './support/api';
import { newUser, outbox } from './support/auth';
import { appHeight, atEveryWidth } from './support/every-width';
import { settled } from './support/settle';
import { takingShots } from './support/shots';
import { splitWords } from './support/split-words';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '.tmp/shots-signed-out';
/** axe-core (it comes with eslint-plugin-jsx-a11y): the accessibility rules a browser can check. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
}

/** Serious and critical accessibility violations on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResult> } }).axe.run());
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

// axe is injected as a script; the app's CSP (script-src 'self') would rightly refuse it.
test.use({ bypassCSP: true });

interface Screen {
  name: string;
  path: (lang: string) => string;
}

/** Whatever is cut: an ellipsis that hides text, text clipped by an overflow box, or a box past the screen's edge. */
async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const label = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement) || !visible(el) || !label(el)) continue;
      if (el.closest('[aria-hidden="true"], .visually-hidden, svg')) continue;
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) problems.push(`ellipsis: "${label(el)}"`);
      else if (ownText && ['hidden', 'clip'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) problems.push(`clipped: "${label(el)}"`);
      // A button's label (or badge) running out of the button, over its edge or over each other.
      else if (el.matches('a, button') && el.scrollWidth > el.clientWidth + 1) problems.push(`out of its button: "${label(el)}"`);
      if (el.matches('a, button')) {
        const own = el.getBoundingClientRect();
        // Each part with the node it belongs to: the lines of one wrapped text may touch each other.
        const parts: Array<DOMRect & { node?: number }> = [];
        let index = 0;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          index += 1;
          if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const at = index;
            parts.push(...[...range.getClientRects()].filter((r) => r.width > 0).map((r) => Object.assign(r, { node: at })));
          } else if (
            node instanceof Element &&
            !node.parentElement?.closest('svg') &&
            (node.matches('svg, img') || (node.children.length === 0 && !node.textContent!.trim()))
          ) {
            const r = node.getBoundingClientRect();
            if (r.width > 0 && r.height > 0) parts.push(Object.assign(r, { node: index }));
          }
        }
        if (parts.some((r) => r.left < own.left - 1 || r.right > own.right + 1)) problems.push(`text past its button's edge: "${label(el)}"`);
        const overlap = (a: DOMRect, b: DOMRect) =>
          Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        if (parts.some((a, i) => parts.some((b, j) => j > i && a.node !== b.node && overlap(a, b) > 4))) problems.push(`parts of a button overlap: "${label(el)}"`);
      }
      if (ownText || el.matches('a, button, h1, h2, h3, label')) {
        const box = el.getBoundingClientRect();
        if (box.right > width + 1 || box.left < -1) problems.push(`past the edge (${Math.round(box.left)}..${Math.round(box.right)} of ${width}): "${label(el)}"`);
      }
    }
    return [...new Set(problems)];
  });
}

async function unsubscribeToken(page: Page): Promise<string> {
  const member = await apiSignUp(page.request);
  const email = `shots-${member.phone}@example.com`;
  await page.request.post('/api/user-side/saveEmail', { headers: bearer(member.token), data: { email } });
  const [mail] = await outbox(page.request, email);
  return /email-unsubscribe\?token=([\w-]+)/.exec(mail!.text)![1]!;
}

async function referralId(page: Page): Promise<string> {
  const member = await apiSignUp(page.request, newUser('Gabrielė', 'Petrauskaitė'));
  const data = await (await page.request.get('/api/user-side/getUserData', { headers: bearer(member.token) })).json();
  return data.referral_id as string;
}

test('every signed-out screen fits at 320, 390 and 1280 px in English and Lithuanian, in the self-hosted font', async ({ page }) => {
  test.setTimeout(600_000);
  mkdirSync(SHOTS_DIR, { recursive: true });
  // The phone project leaves the screen tours out (playwright.config.ts): this one sees every width itself.
  const widths = [320, 390, 1280];
  const token = await unsubscribeToken(page);
  const invite = await referralId(page);
  const screens: Screen[] = [
    { name: 'sign-in', path: (l) => `/${l}/sign-in` },
    { name: 'signed-out-idle', path: (l) => `/${l}/sign-in?redirectTo=%2F${l}%2Fprizes&signedOut=idle` },
    { name: 'phone-login', path: (l) => `/${l}/phone-login` },
    { name: 'registration', path: (l) => `/${l}/registration` },
    { name: 'sms-code', path: (l) => `/${l}/sms-code?phone=37060000001` },
    { name: 'customer-login', path: (l) => `/${l}/customer-login` },
    { name: 'customer-sso-failed', path: (l) => `/${l}/customer-sso?assertion=not-a-jwt` },
    { name: 'waitlist', path: (l) => `/${l}/waitlist-invitation?phone=15550100999` },
    { name: 'unsubscribe', path: (l) => `/${l}/email-unsubscribe?token=${token}` },
    { name: 'unsubscribe-invalid', path: (l) => `/${l}/email-unsubscribe?token=not-a-valid-token` },
    { name: 'invite', path: (l) => `/${l}/invite/${invite}` },
    { name: 'invite-invalid', path: (l) => `/${l}/invite/NOSUCHCODE` },
    { name: 'terms', path: (l) => `/${l}/terms` },
    { name: 'privacy-policy', path: (l) => `/${l}/privacy-policy` },
    { name: 'help', path: (l) => `/${l}/help` },
    { name: 'not-found', path: (l) => `/${l}/no-such-page` },
  ];
  const foreignFonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && !request.url().startsWith(new URL(page.url() || 'http://localhost').origin)) foreignFonts.push(request.url());
  });

  const found: string[] = [];
  const a11y: string[] = [];
  for (const lang of ['en', 'lt']) {
    for (const screen of screens) {
      await page.setViewportSize({ width: widths[0]!, height: appHeight(widths[0]!) });
      await page.goto(screen.path(lang));
      await expect(page.locator('h1').first()).toBeVisible();
      await atEveryWidth(page, widths, async (width) => {
        await settled(page);
        if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/${lang}-${width}-${screen.name}.png`, fullPage: true });
        for (const problem of [...(await cutLabels(page)), ...(await splitWords(page))]) found.push(`${lang} ${width}px ${screen.name}: ${problem}`);
        if (width === 1280) for (const problem of await seriousViolations(page)) a11y.push(`${lang} ${width}px ${screen.name}: ${problem}`);
      });
    }
  }
  expect(found, 'labels cut or past the edge').toEqual([]);
  expect(a11y, 'serious or critical accessibility violations (axe)').toEqual([]);

  // The web font is ours: loaded from this origin, and it is what the text is drawn in.
  expect(foreignFonts).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', 'ąčęėįšųūž'))).toBe(true);
  // The accented letters' file (cut down by scripts/subset-fonts.mjs) kept the weight axis: bold is wider.
  const byWeight = await page.evaluate(async () => {
    await Promise.all([300, 800].map((weight) => document.fonts.load(`${weight} 40px "Inter Variable"`, 'ŠŪŽ')));
    const context = document.createElement('canvas').getContext('2d')!;
    return [300, 800].map((weight) => {
      context.font = `${weight} 40px "Inter Variable"`;
      return context.measureText('ŠŪŽŠŪŽ').width;
    });
  });
  expect(byWeight[1]!, 'ŠŪŽ at 800 against 300').toBeGreaterThan(byWeight[0]! + 2);
  const fontFiles = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.endsWith('.woff2')),
  );
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const file of fontFiles) expect(file).toMatch(/\/assets\/inter-latin(-ext)?-wght-normal-[\w-]+\.woff2$/);
  // The basic Latin subset is in the service worker's precache; the accented one (Lithuanian) is kept by
  // its lazy-assets cache once a page has used it, so the precache stays under 400 KB (pwa.config.ts).
  const sw = await (await page.request.get('/sw.js')).text();
  expect(sw).toMatch(/inter-latin-wght-normal-[\w-]+\.woff2/);
  expect(sw).toContain('lazy-assets');
});
