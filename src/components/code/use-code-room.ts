import { useEffect, useState, type RefObject } from 'react';

/** Two layouts that draw the same symbol. */
const same = (a: Room | null, b: Room) => a !== null && a.width === b.width && a.pixelRatio === b.pixelRatio;

export interface Room {
  /** The panel's content width, CSS px. */
  width: number;
  pixelRatio: number;
}

/**
 * The width a code may take inside `panel` and the device pixel ratio, kept up to date as the panel
 * resizes or the page is zoomed or moved to another screen (both change the pixel ratio).
 */
export function useCodeRoom(panel: RefObject<HTMLElement | null>): Room | null {
  const [room, setRoom] = useState<Room | null>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      const next = { width: Math.floor(element.clientWidth - padding), pixelRatio: window.devicePixelRatio || 1 };
      setRoom((previous) => (same(previous, next) ? previous : next));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    // A zoom or another screen changes the pixel ratio: listen for the ratio now in force changing.
    let resolution: MediaQueryList | null = null;
    const watchRatio = () => {
      resolution?.removeEventListener('change', onRatio);
      resolution = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`) ?? null;
      resolution?.addEventListener('change', onRatio);
    };
    const onRatio = () => {
      measure();
      watchRatio();
    };
    watchRatio();
    return () => {
      observer?.disconnect();
      resolution?.removeEventListener('change', onRatio);
    };
  }, [panel]);

  return room;
}
