// Segments end to end: an admin builds a segment from a partner's tag in the console and sees the live
// count; a challenge limited to it reaches the tagged member's screen and API, and nowhere for a member
// outside it. Pictures of the segments page at 320, 390 and 1280 px in both languages
// (.tmp/shots/segments-*.png); axe finds nothing serious.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignUp, bearer, openAs, userGet, type Account } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { CONSOLE_HEIGHT, consoleAs, newStaff, staffToken } from './support/console';
import { atEveryWidth } from './support/every-width';
import { waitForQuietNetwork } from './support/quiet-network';
import { takingShots } from './support/shots';

const PARTNER_KEY = 'demo-partner-key';


async function challengeNames(request: APIRequestContext, member: Account): Promise<string[]> {
  const names: string[] = [];
  for (let from = 0; ; ) {
    const page = await userGet<{ challenges: Array<{ name: string }>; has_more: boolean }>(request, member, `getUserChallenges?start_from=${from}`);
    names.push(...page.challenges.map((c) => c.name));
    if (!page.has_more || !page.challenges.length) return names;
    from += page.challenges.length;
  }
}

test('a segment built from a partner tag limits a challenge to its members, on screen and through the API', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Sets its own widths.');
  test.setTimeout(240_000);
  const tag = `e2e-${Date.now()}`;
  const segmentName = `Tagged ${tag}`;
  const challengeName = `Members only walk ${tag}`;
  const inside = await apiSignUp(request);
  const outside = await apiSignUp(request);
  const tagged = await request.post('/api/partner/members/tags', { headers: bearer(PARTNER_KEY), data: { phone: inside.phone, tags: [tag] } });
  expect(tagged.status(), await tagged.text()).toBe(200);

  const admin = await newStaff(request, 'admin');
  const { context, page } = await consoleAs(browser, admin, 'en', 1280);
  await page.getByRole('link', { name: 'Segments' }).click();
  await page.getByRole('button', { name: 'New segment' }).click();
  await page.getByLabel('Name', { exact: true }).fill(segmentName);
  await page.getByRole('button', { name: 'Remove the rule' }).click();
  await page.getByLabel('Kind of rule').selectOption({ label: "Partner's tag" });
  await page.getByRole('button', { name: 'Add the rule' }).click();
  await page.getByLabel('Tag set by a partner').fill(tag);
  await expect(page.getByRole('status').filter({ hasText: 'Members who match now' })).toHaveText('Members who match now: 1');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save the segment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: segmentName })).toBeVisible();
  await context.close();

  const token = await staffToken(request, admin);
  const segments = (await (await request.get('/api/console/segments', { headers: bearer(token) })).json()) as { segments: Array<{ id: number; name: string }> };
  const segmentId = segments.segments.find((s) => s.name === segmentName)!.id;
  const created = await request.post('/api/console/challenges', {
    headers: { ...bearer(token), 'idempotency-key': `segments-e2e-${tag}` },
    data: {
      type: 'link',
      name: { en: challengeName, lt: `Tik nariams ${tag}` },
      description: { en: 'A walk for tagged members.', lt: 'Pasivaikščiojimas pažymėtiems nariams.' },
      points: 10,
      custom_data: { url: 'https://example.com/walk' },
      sort_order: -1_000_000,
      segment_id: segmentId,
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  expect(await challengeNames(request, inside)).toContain(challengeName);
  expect(await challengeNames(request, outside)).not.toContain(challengeName);

  const memberPage = await browser.newPage();
  await openAs(memberPage, inside, '/en/dashboard');
  await expect(memberPage.getByText(challengeName).first()).toBeVisible({ timeout: 20_000 });
  await memberPage.close();
  const otherPage = await browser.newPage();
  await openAs(otherPage, outside, '/en/dashboard');
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await waitForQuietNetwork(otherPage);
  await expect(otherPage.getByText(challengeName)).toHaveCount(0);
  await otherPage.close();

  for (const lang of ['en', 'lt'] as const) {
    const { context: c, page: p } = await consoleAs(browser, admin, lang, 320);
    await p.goto('/admin/segments');
    await expect(p.getByRole('heading', { level: 2, name: segmentName })).toBeVisible();
    await p.getByRole('button', { name: new RegExp(`${lang === 'en' ? 'Edit' : 'Redaguoti'} ${segmentName}`) }).click();
    await expect(p.locator('form.segment-editor')).toBeVisible();
    await atEveryWidth(p, [320, 390, 1280], async (width) => {
      const scrollWidth = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `no sideways scroll at ${width} px in ${lang}`).toBeLessThanOrEqual(width);
      if (takingShots) await p.screenshot({ path: `.tmp/shots/segments-${lang}-${width}.png`, fullPage: true });
    }, CONSOLE_HEIGHT);
    await c.close();
  }
});
