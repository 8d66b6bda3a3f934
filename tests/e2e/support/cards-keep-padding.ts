// Cards whose text runs into their bottom edge: a squeezed body, its padding gone and its last line cut
// by the card's rounded, clipping edge. The text's lowest line must end inside the card, above its edge.
import type { Page } from '@playwright/test';

export function textAtCardEdge(page: Page, minGapPx = 4): Promise<string[]> {
  return page.evaluate((gap) => {
    const found: string[] = [];
    for (const card of document.querySelectorAll('article')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let lowest = -Infinity;
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // A clamped text's hidden lines lie below its box: its box is what shows.
        let clamped: HTMLElement | null = null;
        for (let el = node.parentElement; el && el !== card && !clamped; el = el.parentElement) if (getComputedStyle(el).webkitLineClamp !== 'none') clamped = el;
        if (clamped) lowest = Math.max(lowest, clamped.getBoundingClientRect().bottom);
        else {
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 0) lowest = Math.max(lowest, r.bottom);
        }
      }
      if (lowest > box.bottom - gap) found.push(`text at the card's edge: "${(card.textContent ?? '').trim().slice(0, 50)}"`);
    }
    return found;
  }, minGapPx);
}
