// axe-core on every page of the product at the phone and the desktop width (WCAG 2.2 AA, docs/architecture.md):
// signed out, signed in as a demo member (rewards, history, a monthly top place), and one challenge
// of every widget type opened on its own page. Fails on any serious or critical violation, on a page
// without exactly one h1, and on headings that skip a level. With A11Y_SHOTS=<folder> each page is
// also saved as a screenshot, for a person to check the brand by eye. Each page is loaded once and audited
// at both widths (support/every-width.ts): nothing in the app depends on touch or the pixel density, only
// on the width.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, bearer, demoMember, openAs, userGet, type Account } from './support/api';
import { DEMO_PHONES } from './support/auth';
import { seriousA11yViolations } from './support/axe';
import { appHeight, atEveryWidth } from './support/every-width';
import { settled } from './support/settle';

const SHOTS = process.env.A11Y_SHOTS;

/** Heading problems axe rates below serious: not one h1, or a level skipped on the way down. */
async function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter(
      (h) => h.getClientRects().length > 0 && !h.closest('[aria-hidden="true"], [hidden]'),
    );
    const problems: string[] = [];
    const h1s = shown.filter((h) => h.tagName === 'H1').length;
    if (h1s !== 1) problems.push(`${h1s} h1 elements`);
    let previous = 0;
    for (const h of shown) {
      const level = Number(h.tagName[1]);
      if (level > previous + 1) problems.push(`h${level} "${h.innerText.slice(0, 40)}" after h${previous}`);
      previous = level;
    }
    return problems;
  });
}

/** Checks what the page shows now; returns its problems as "page: problem" lines. */
async function audit(page: Page, name: string, size: string): Promise<string[]> {
  // The h1 marks a page as drawn; a page without one is reported below rather than waited for.
  await page.locator('h1').first().waitFor({ timeout: 5000 }).catch(() => undefined);
  // Images, fonts and late blocks settle before axe measures colours.
  await settled(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${size}-${name.replace(/\W+/g, '-')}.png`, fullPage: true });
  const found = [...(await seriousA11yViolations(page)), ...(await headingProblems(page))];
  return found.map((problem) => `${name}: ${problem}`);
}

interface Listed {
  id: number;
}

async function firstId(page: Page, account: Account, call: string): Promise<number> {
  const answer = await userGet<Listed[] | { list: Listed[] }>(page.request, account, call);
  const list = Array.isArray(answer) ? answer : answer.list;
  expect(list.length, `${call} lists something`).toBeGreaterThan(0);
  return list[0]!.id;
}

/** One challenge of every widget type the programme has, accepted through the API. */
async function oneChallengeOfEachType(page: Page, account: Account): Promise<{ id: number; type: string }[]> {
  const byType = new Map<string, number>();
  let from = -1;
  for (;;) {
    const answer = await (await page.request.get(`/api/user-side/getUserChallenges?start_from=${from}`, { headers: bearer(account.token) })).json();
    for (const c of answer.challenges as { id: number; type: string }[]) if (!byType.has(c.type)) byType.set(c.type, c.id);
    if (!answer.has_more) break;
    from = (from < 0 ? 0 : from) + answer.challenges.length;
  }
  for (const id of byType.values()) {
    await page.request.post('/api/user-side/acceptUserChallenge', { headers: bearer(account.token), data: { challenge_id: id } });
  }
  return [...byType].map(([type, id]) => ({ type, id }));
}

const WIDTHS = [390, 1280];

test('axe finds no serious or critical violation on any page, and every page has one h1 and ordered headings', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Sees both widths itself.');
  test.setTimeout(540_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const found: string[] = [];
  const check = async (name: string, path?: string) => {
    if (path) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: appHeight(WIDTHS[0]!) });
      await page.goto(path);
    }
    await atEveryWidth(page, WIDTHS, async (width) => {
      found.push(...(await audit(page, `${name} at ${width} px`, String(width))));
    });
  };

  // Signed out.
  await check('sign-in', '/en/sign-in');
  await check('phone-login', '/en/phone-login');
  await check('registration', '/en/registration');
  await check('sms-code', '/en/sms-code?phone=37060000001');
  await check('customer-login', '/en/customer-login');
  await check('help', '/en/help');
  await check('terms', '/en/terms');
  await check('privacy-policy', '/en/privacy-policy');
  await check('not-found', '/en/no-such-page');

  // Signed in, as a demo member with rewards, history and a monthly top place.
  const member = await demoMember(page.request, DEMO_PHONES[0]);
  await openAs(page, member, '/en/dashboard');
  await check('dashboard');
  for (const path of ['prizes', 'prizes-list', 'prizes/rewards', 'history', 'leaderboard', 'news', 'points-transfer', 'help']) {
    await check(`signed-in ${path}`, `/en/${path}`);
  }
  const categories = page.getByRole('navigation', { name: 'Prize categories' }).getByRole('link');
  await page.goto('/en/prizes-list');
  await categories.nth(1).click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await check('prize category');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/prizes\/\d+/);
  await check('prize');
  const rewards = await userGet<{ id: number }[]>(page.request, member, 'getUserActiveRewards');
  expect(rewards.length).toBeGreaterThan(0);
  await check('reward code', `/en/prizes/reward/${rewards[0]!.id}`);
  await check('news item', `/en/news/${await firstId(page, member, 'getNews')}`);
  const { monthly_top_url: topUrl } = await userGet<{ monthly_top_url: string | null }>(page.request, member, 'getUserData');
  expect(topUrl, 'the demo member has a monthly top page').toBeTruthy();
  await check('monthly top', topUrl!.replace(/^\/[a-z]{2}\//, '/en/'));
  for (const path of ['', '/codes-menu', '/communication', '/notification-types', '/sounds', '/social', '/referral-code', '/promo-code', '/reset-snoozed-challenges', '/deactivate-account']) {
    await check(`profile${path}`, `/en/profile${path}`);
  }

  // A new member: every challenge type opened on its own page.
  const fresh = await apiSignUp(page.request);
  const challenges = await oneChallengeOfEachType(page, fresh);
  expect(challenges.length).toBeGreaterThan(15);
  await page.evaluate((token) => localStorage.setItem('token', token), fresh.token);
  for (const { type, id } of challenges) {
    await page.goto(`/en/challenge/${id}`);
    await expect(page.getByRole('region', { name: 'Complete the challenge' })).toBeVisible();
    await check(`challenge ${type}`);
  }

  expect(found, 'accessibility problems').toEqual([]);

  // Asked for less motion, nothing on screen moves for longer than an instant, nor forever.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [width, path] of WIDTHS.flatMap((w) => ['/en/dashboard', '/en/prizes', '/en/sign-in'].map((p) => [w, p] as const))) {
    await page.setViewportSize({ width, height: appHeight(width) });
    await page.goto(path);
    await page.waitForTimeout(500);
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => {
          const timing = a.effect?.getComputedTiming();
          // A fade is allowed (framer-motion fades instead of moving under reduced motion); travel is not.
          const properties = (a.effect as KeyframeEffect | null)?.getKeyframes().flatMap((frame) => Object.keys(frame)) ?? [];
          const fadeOnly = properties.every((key) => ['opacity', 'offset', 'easing', 'composite', 'computedOffset'].includes(key));
          return timing?.iterations === Infinity || (!fadeOnly && Number(timing?.duration ?? 0) > 1);
        })
        .map((a) => (a as CSSAnimation).animationName ?? String(a.id)),
    );
    expect(moving, `animations on ${path} at ${width} px with reduced motion`).toEqual([]);
  }
});
