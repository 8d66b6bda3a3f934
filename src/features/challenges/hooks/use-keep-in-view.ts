// The card the member is looking at stays still on screen (issue 38): while a card is open or plays its
// completion moment in view, whatever appears, grows or goes above it (the "Ready to collect" block, the
// news promo, a banner) is paid for by scrolling the page by the same amount before anything is painted:
// at once after React changes the page (a mutation observer runs before the next frame), and when
// something changes size by itself (a resize observer). When the card itself leaves (collected), the card
// after it takes its place, so the list closes up without a jump. The browser's own scroll anchoring does
// not help at the top of the page (it does nothing at scroll position 0) and may pick another element;
// where it already kept the card still this measures no difference and does nothing.
// Places are measured without transforms: the cards glide by transform (a layout animation), and paying for
// a glide half-way would leave the card off by what remained of it once the glide ends.
import { useEffect, type RefObject } from 'react';

const LOOKED_AT = 'article[data-open], article[data-display="complete"]';

/** Where the element's box is on screen, leaving out transforms (offsetTop ignores them). */
const layoutTop = (element: HTMLElement) => {
  let y = 0;
  for (let box: Element | null = element; box instanceof HTMLElement; box = box.offsetParent) y += box.offsetTop;
  return y - window.scrollY;
};

const inView = (rect: DOMRect) => rect.bottom > 0 && rect.top < window.innerHeight;

/** A card on its way out (AnimatePresence marks its cell) no longer holds the place. */
const leaving = (card: HTMLElement) => !card.isConnected || card.closest('[data-leaving]') !== null;

export function useKeepInView(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    let anchor: HTMLElement | null = null;
    let top = 0;
    // The card after the anchor: it takes the anchor's place when the anchor leaves.
    let successor: HTMLElement | null = null;

    // The open or completing card; else, once the member has scrolled down to the cards, the first one
    // wholly on screen (a card about to complete by itself is usually just that).
    const lookedAt = () => {
      const card = root.querySelector<HTMLElement>(LOOKED_AT);
      if (card && !leaving(card) && inView(card.getBoundingClientRect())) return card;
      if (window.scrollY <= 0) return null;
      return [...root.querySelectorAll<HTMLElement>('article')].find((article) => {
        const rect = article.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight && !leaving(article);
      }) ?? null;
    };
    const after = (card: HTMLElement) => {
      const cards = [...root.querySelectorAll<HTMLElement>('article')].filter((article) => !leaving(article) || article === card);
      return cards[cards.indexOf(card) + 1] ?? null;
    };
    const remember = () => {
      anchor = lookedAt();
      top = anchor ? layoutTop(anchor) : 0;
      successor = anchor ? after(anchor) : null;
    };
    const settle = () => {
      if (anchor && leaving(anchor) && successor && !leaving(successor)) {
        // The member's card left: the next one is where it was.
        anchor = successor;
      }
      if (anchor && !leaving(anchor)) {
        const moved = layoutTop(anchor) - top;
        if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
        successor = after(anchor);
        return;
      }
      remember();
    };

    // Anything above the card that changes size changes the dashboard's height too.
    const resizes = new ResizeObserver(settle);
    resizes.observe(root);
    // React's changes (a block inserted or removed, a card opening or completing), before the next frame.
    const changes = new MutationObserver(() => {
      settle();
      // A card that opens or completes becomes the one looked at.
      const card = root.querySelector<HTMLElement>(LOOKED_AT);
      if (card && card !== anchor && !leaving(card) && inView(card.getBoundingClientRect())) remember();
    });
    changes.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-open', 'data-display', 'data-leaving'] });
    // The member's own scrolling (and a card scrolling itself into view) is where they want it.
    window.addEventListener('scroll', remember, { passive: true });
    remember();
    return () => {
      resizes.disconnect();
      changes.disconnect();
      window.removeEventListener('scroll', remember);
    };
  }, [rootRef]);
}
