// The width an element has on the page, kept up to date, so a chart is drawn at its real size (its
// text stays legible at 320 px instead of shrinking with a scaled viewBox).
import { useEffect, useRef, useState } from 'react';

export function useWidth<T extends HTMLElement>(initial = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || initial);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth || initial));
    observer.observe(el);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width] as const;
}
