import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--panel-height` on the element at its own height, for CSS that places it by its size
 * (right-panel.module.css: a panel taller than the window scrolls with the page until its end shows).
 */
export function usePanelHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => element.style.setProperty('--panel-height', `${element.offsetHeight}px`);
    update();
    // Its blocks load one by one, and the page width reflows them.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
