// Items that leave a list stay a moment, marked leaving, so CSS can fade them out (dashboard.module.css);
// items that arrive after the first render are marked entering. No animation library on the first load.
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';

export interface Presence<T> {
  item: T;
  entering: boolean;
  leaving: boolean;
}


export function useLeaving<T>(items: T[], keyOf: (item: T) => number, leaveMs: number): Presence<T>[] {
  const [firstKeys] = useState(() => new Set(items.map(keyOf)));
  const [leaving, setLeaving] = useState<Array<{ item: T; index: number }>>([]);
  const previous = useRef(items);

  useEffect(() => {
    const now = new Set(items.map(keyOf));
    const gone = previous.current.flatMap((item, index) => (now.has(keyOf(item)) ? [] : [{ item, index }]));
    previous.current = items;
    if (gone.length === 0 || prefersReducedMotion()) return;
    setLeaving((current) => [...current.filter((l) => !now.has(keyOf(l.item))), ...gone]);
    const timer = window.setTimeout(() => setLeaving((current) => current.filter((l) => !gone.includes(l))), leaveMs);
    return () => window.clearTimeout(timer);
  }, [items, keyOf, leaveMs]);

  const shown: Presence<T>[] = items.map((item) => ({ item, entering: !firstKeys.has(keyOf(item)), leaving: false }));
  const present = new Set(items.map(keyOf));
  for (const { item, index } of leaving) {
    if (!present.has(keyOf(item))) shown.splice(Math.min(index, shown.length), 0, { item, entering: false, leaving: true });
  }
  return shown;
}
