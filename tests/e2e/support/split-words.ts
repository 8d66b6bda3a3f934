// Words drawn across two lines ("example.co / m"): a text of one word, with no space, hyphen or slash to
// wrap at, whose box has more than one line on the screen.
import type { Page } from '@playwright/test';

export function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const word = node.textContent?.trim() ?? '';
      if (word.length < 2 || /[\s\-/–—]/.test(word)) continue;
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) split.push(`split across lines: "${word.slice(0, 60)}"`);
    }
    return split;
  });
}
