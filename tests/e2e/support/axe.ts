// axe-core in the page (it comes with eslint-plugin-jsx-a11y): the serious and critical violations
// of what the page shows, as "rule: target" lines, so a failure names what to fix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** `within`: a CSS selector of the part to check (the rest of the page belongs to other tests). */
export async function seriousA11yViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated, not a <script> tag: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context?: unknown, options?: unknown): Promise<{ violations: { id: string; impact?: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, within);
}
