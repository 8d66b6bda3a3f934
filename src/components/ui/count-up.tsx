import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';

const DURATION_MS = 1000;

export interface CountUpProps {
  value: number;
  /** What shows first (default: the first value, so a known number never restarts from 0); changes animate from the number on screen. */
  from?: number;
  className?: string;
}


const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Animates a number to `value` in 1 s (docs/product.md section 9), printed without digit grouping. */
export function CountUp({ value, from, className }: CountUpProps) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? value : (from ?? value)));
  // The number on screen, read when a new value interrupts a running animation.
  const shownRef = useRef(shown);

  useEffect(() => {
    const start = shownRef.current;
    if (start === value) return;
    const instant = prefersReducedMotion();
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const t = instant ? 1 : Math.min(1, (now - startedAt) / DURATION_MS);
      const next = t >= 1 ? value : Math.round(start + (value - start) * easeOutCubic(t));
      shownRef.current = next;
      setShown(next);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return <span className={className}>{String(shown)}</span>;
}
