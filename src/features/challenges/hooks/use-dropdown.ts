// A dropdown that opens on click, or on hover after a short delay, with the timings of docs/product.md
// section 9 (hover delay 150 ms, enter 150 ms, leave 75 ms); Escape and outside clicks close it.
import { useCallback, useEffect, useRef, useState } from 'react';

export const DROPDOWN_HOVER_DELAY_MS = 150;
export const DROPDOWN_ENTER_MS = 150;
export const DROPDOWN_LEAVE_MS = 75;

export type DropdownPhase = 'closed' | 'entering' | 'open' | 'leaving';

export function useDropdown() {
  const [phase, setPhase] = useState<DropdownPhase>('closed');
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Opened by hovering: a click then keeps it open instead of closing it.
  const byHover = useRef(false);

  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const open = useCallback(() => {
    clear();
    setPhase((p) => (p === 'open' || p === 'entering' ? p : 'entering'));
    timer.current = setTimeout(() => setPhase('open'), DROPDOWN_ENTER_MS);
  }, []);

  const close = useCallback(() => {
    clear();
    byHover.current = false;
    setPhase((p) => (p === 'closed' ? p : 'leaving'));
    timer.current = setTimeout(() => setPhase('closed'), DROPDOWN_LEAVE_MS);
  }, []);

  const hoverIn = useCallback(
    (event: { pointerType: string }) => {
      if (event.pointerType !== 'mouse') return;
      clear();
      timer.current = setTimeout(() => {
        byHover.current = true;
        open();
      }, DROPDOWN_HOVER_DELAY_MS);
    },
    [open],
  );

  const hoverOut = useCallback(
    (event: { pointerType: string }) => {
      if (event.pointerType !== 'mouse' || !byHover.current) return;
      clear();
      timer.current = setTimeout(close, DROPDOWN_HOVER_DELAY_MS);
    },
    [close],
  );

  const visible = phase !== 'closed';

  const toggle = () => {
    if (visible && byHover.current) {
      byHover.current = false;
      return;
    }
    byHover.current = false;
    if (visible) close();
    else open();
  };

  useEffect(() => {
    if (!visible) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [visible, close]);

  useEffect(() => clear, []);

  return { phase, visible, rootRef, open, close, toggle, hoverIn, hoverOut };
}
