// Screenshots of the main screens for a person to look at: .tmp/shots/{project}-{name}.png.
import type { Page, TestInfo } from '@playwright/test';

/** Pictures are for a person at this machine: CI takes none (SHOTS=1 asks for them anyway). */
export const takingShots = !process.env.CI || Boolean(process.env.SHOTS);

export async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!takingShots) return;
  // Let transitions (slide-ins, count-ups, image fades) settle so the picture shows the resting screen.
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `.tmp/shots/${testInfo.project.name}-${name}.png`, fullPage: false });
}
