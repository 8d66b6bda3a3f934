// What does not depend on the screen size runs in the phone project only (playwright.config.ts).
import { test, type TestInfo } from '@playwright/test';

/** Skips the test outside the phone project; `why` says why one size is enough. */
export function atPhoneSizeOnly(testInfo: TestInfo, why = 'does not depend on the screen size') {
  test.skip(testInfo.project.name !== 'phone', why);
}
