// Every signed-in page at 320, 390, 640 (a 1280 x 800 screen at 200% zoom) and 1280 px in English and Lithuanian, as a demo member
// with rewards, history and a monthly top place: no sideways scrolling, no text cut with an ellipsis,
// no raw error code, one active category chip. Screenshots land in .tmp/shots for a person to view
// (not in CI: support/shots.ts).
import { expect, test, type Page } from '@playwright/test';
import { demoMember, openAs } from './support/api';
import { DEMO_PHONES } from './support/auth';
import { appHeight, atEveryWidth } from './support/every-width';
import { settled } from './support/settle';
import { takingShots } from './support/shots';
import { textAtCardEdge } from './support/cards-keep-padding';
import { splitWords } from './support/split-words';

const WIDTHS = [320, 390, 640, 1280] as const;
/** 640 x 400 is what a 1280 x 800 screen shows at 200% zoom. */
const heightAt = (width: number) => (width === 640 ? 400 : appHeight(width));
const PAGES = ['dashboard', 'prizes', 'prizes-list', 'prizes/rewards', 'points-transfer', 'history', 'news', 'profile', 'profile/promo-code', 'leaderboard'];

/** Texts cut by an ellipsis, and signs of a code shown instead of words. */
async function problems(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && el.offsetParent !== null) cut.push(el.innerText.slice(0, 60));
    }
    const text = document.body.innerText;
    const codes = text.match(/\bError: \w+|\b[A-Z][a-z]+(?:[A-Z][a-z]+)+(?:Error|NotFound|Invalid|Down)\b/g) ?? [];
    return { cut, codes, sideways: document.documentElement.scrollWidth - window.innerWidth };
  });
}

for (const lang of ['en', 'lt'] as const) {
  test(`signed-in pages in ${lang} at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    test.setTimeout(600_000);
    const member = await demoMember(page.request, DEMO_PHONES[0]);
    await openAs(page, member, `/${lang}/dashboard`);
    for (const path of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: heightAt(WIDTHS[0]) });
      await page.goto(`/${lang}/${path}`);
      await atEveryWidth(page, WIDTHS, async (width) => {
        await settled(page);
        const name = `signed-in-${lang}-${width}-${path.replace(/\//g, '-')}`;
        if (takingShots) await page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });
        const found = await problems(page);
        expect.soft(found.sideways, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
        expect.soft(found.cut, `${name} cuts text`).toEqual([]);
        expect.soft(await splitWords(page), `${name} splits a word`).toEqual([]);
        expect.soft(await textAtCardEdge(page), `${name} squeezes a card`).toEqual([]);
        expect.soft(found.codes, `${name} shows a code`).toEqual([]);
      }, heightAt);
    }
    // A category page: one chip is the current one, at every width.
    await page.goto(`/${lang}/prizes-list`);
    const chips = page.getByRole('navigation', { name: lang === 'en' ? 'Prize categories' : 'Prizų kategorijos' }).getByRole('link');
    await chips.nth(1).click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    await atEveryWidth(page, WIDTHS, async (width) => {
      await expect(chips.and(page.locator('[aria-current="page"]'))).toHaveCount(1);
      if (takingShots) await page.screenshot({ path: `.tmp/shots/signed-in-${lang}-${width}-category.png` });
    }, heightAt);
    // An opened card on the desktop (full width): its picture framed whole; survey_text's minimum shown.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}/dashboard`);
    const name = lang === 'en' ? 'Tell us about your favourite trail' : 'Papasakokite apie mėgstamiausią taką';
    const card = page.getByRole('article', { name, exact: true });
    await expect(async () => {
      if (!(await card.count())) await page.mouse.wheel(0, 4000);
      await expect(card).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await card.getByRole('button', { name: /^(Accept challenge|Priimti užduotį|Open|Atidaryti)$/ }).click();
    await expect(card.getByText(lang === 'en' ? 'Write at least 20 characters.' : 'Parašykite bent 20 ženklų.')).toBeVisible();
    if (!takingShots) return;
    await page.waitForTimeout(800);
    await card.screenshot({ path: `.tmp/shots/signed-in-${lang}-1280-open-card.png` });
  });
}
