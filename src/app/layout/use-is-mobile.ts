import { useEffect } from 'react';
import { useSetAtom } from '@/state/jotai';
import { isMobileAtom, MOBILE_BREAKPOINT } from '@/state/ui';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** Keeps isMobileAtom in step with the viewport (mobile below 992 px, docs/product.md section 9). */
export function useTrackIsMobile() {
  const setIsMobile = useSetAtom(isMobileAtom);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setIsMobile]);
}
