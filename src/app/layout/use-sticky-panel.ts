import { useLayoutEffect, useRef } from 'react';

/**
 * The desktop side panel's stickiness (right-panel.module.css): keeps `--panel-height` on it, so a panel
 * taller than the window scrolls with the page until its end shows and then stays; and brings into view
 * a part of it that takes the keyboard focus while above the window (the page scrolled far down, the
 * panel held at its end): the browser's own scrolling to a focused element does not move a held panel.
 */
export function useStickyPanel<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const update = () => panel.style.setProperty('--panel-height', `${panel.offsetHeight}px`);
    update();
    // Its blocks load one by one, and the page width reflows them.
    const observer = new ResizeObserver(update);
    observer.observe(panel);

    let frame = 0;
    const reveal = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling to the focused element.
      frame = requestAnimationFrame(() => {
        const box = target.getBoundingClientRect();
        const header = parseFloat(getComputedStyle(panel).getPropertyValue('--header-height')) || 0;
        if (box.top >= header && box.bottom <= window.innerHeight) return;
        // Where the part is with the panel in the page's flow (its column starts where its parent's content does).
        const parent = panel.parentElement;
        if (!parent) return;
        const flowTop = parent.getBoundingClientRect().top + parseFloat(getComputedStyle(parent).paddingTop) + window.scrollY;
        const partTop = flowTop + box.top - panel.getBoundingClientRect().top;
        window.scrollTo({ top: Math.max(0, partTop - (window.innerHeight - box.height) / 2) });
      });
    };
    panel.addEventListener('focusin', reveal);
    return () => {
      observer.disconnect();
      panel.removeEventListener('focusin', reveal);
      cancelAnimationFrame(frame);
    };
  }, []);
  return ref;
}
