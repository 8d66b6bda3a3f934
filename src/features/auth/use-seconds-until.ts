import { useEffect, useState } from 'react';

/** Whole seconds left until the epoch-ms `target` (0 once passed), ticking every second. */
export function useSecondsUntil(target: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, target]);
  return left;
}
