// The card the member is looking at stays still on screen (issue 38): while a card is open or plays its
// completion moment in view, whatever appears, grows or goes above it (the "Ready to collect" block, the
// news promo, a banner) is paid for by scrolling the page by the same amount, in the same frame, before
// anything is painted. The browser's own scroll anchoring does not help at the top of the page (it does
// nothing at scroll position 0) and may pick another element; where it already kept the card still this
// measures no difference and does nothing.
import { useEffect, type RefObject } from 'react';

const LOOKED_AT = 'article[data-open], article[data-display="complete"]';

const inView = (rect: DOMRect) => rect.bottom > 0 && rect.top < window.innerHeight;

export function useKeepInView(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    let anchor: HTMLElement | null = null;
    let top = 0;

    // The open or completing card; else, once the member has scrolled down to the cards, the first one
    // wholly on screen (a card about to complete by itself is usually just that).
    const lookedAt = () => {
      const card = root.querySelector<HTMLElement>(LOOKED_AT);
      if (card && inView(card.getBoundingClientRect())) return card;
      if (window.scrollY <= 0) return null;
      return [...root.querySelectorAll<HTMLElement>('article')].find((article) => {
        const rect = article.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight;
      }) ?? null;
    };
    const remember = () => {
      anchor = lookedAt();
      top = anchor?.getBoundingClientRect().top ?? 0;
    };
    const settle = () => {
      if (anchor && anchor.isConnected) {
        const moved = anchor.getBoundingClientRect().top - top;
        if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
      }
      remember();
    };

    // Anything above the card that changes size changes the dashboard's height too.
    const resizes = new ResizeObserver(settle);
    resizes.observe(root);
    // The member's own scrolling (and a card scrolling itself into view) is where they want it.
    window.addEventListener('scroll', remember, { passive: true });
    // A card that opens or completes becomes the one looked at.
    const changes = new MutationObserver(remember);
    changes.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-open', 'data-display'] });
    remember();
    return () => {
      resizes.disconnect();
      changes.disconnect();
      window.removeEventListener('scroll', remember);
    };
  }, [rootRef]);
}
