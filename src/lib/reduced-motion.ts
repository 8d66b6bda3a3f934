/** The person asked the system for less motion (prefers-reduced-motion); CSS animations follow it in global.css. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The behaviour for scrollIntoView / scrollTo, which CSS scroll-behavior does not govern. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
