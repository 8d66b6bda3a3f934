// A card of the dashboard brought onto the screen, past the owner's first few or further down the list.
import { expect, type Locator, type Page } from '@playwright/test';

export async function showCard(page: Page, card: Locator) {
  const more = page.getByRole('button', { name: /^Show \d+ more challenges?$/ });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    if (!(await card.count())) await page.mouse.wheel(0, 4000);
    await expect(card).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await card.scrollIntoViewIfNeeded();
}
