import { useEffect, useRef, type RefObject } from 'react';
import { focusElement } from './focus';

/**
 * After "Show more": focus goes to the first newly shown item (`selector` under `root`), not back to
 * the top of the page. `count` is how many items are shown; call the returned function just before
 * asking for more. Items a scroll brought in do not move focus.
 */
export function useFocusNewItem(root: RefObject<HTMLElement | null>, selector: string, count: number): () => void {
  const from = useRef<number | null>(null);
  useEffect(() => {
    const first = from.current;
    if (first === null || count <= first) return;
    from.current = null;
    focusElement(root.current?.querySelectorAll<HTMLElement>(selector)[first]);
  }, [count, root, selector]);
  return () => {
    from.current = count;
  };
}
