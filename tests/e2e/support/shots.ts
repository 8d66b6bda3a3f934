// Screenshots of the main screens for a person to look at: .tmp/shots/{project}-{name}.png.
import type { Page, TestInfo } from '@playwright/test';

export async function shot(page: Page, testInfo: TestInfo, name: string) {
  // Let transitions (slide-ins, count-ups, image fades) settle so the picture shows the resting screen.
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `.tmp/shots/${testInfo.project.name}-${name}.png`, fullPage: false });
}
