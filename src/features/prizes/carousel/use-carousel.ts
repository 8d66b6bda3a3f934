// The prize carousel's motion (docs/product.md section 9): autoplay every 3000 ms, looping forward through a
// copy of the first slide, paused while hovered, focused, in a hidden tab or with reduced motion.
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent, type TransitionEvent } from 'react';

export const AUTOPLAY_MS = 3000;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function useCarousel(count: number) {
  // 0..count-1 are the slides; count is the copy of slide 0 the loop slides onto.
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useSyncExternalStore(subscribeReducedMotion, reducedMotion, () => false);
  const hidden = useSyncExternalStore(subscribeVisibility, () => document.hidden, () => false);
  const paused = hovered || focused || reduced || hidden || count < 2;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      setAnimate(true);
      // From the copy (a missed transitionend) carry on to slide 1, which looks the same.
      setPosition((p) => (p >= count ? 1 : p + 1));
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  // Landed on the copy: jump to the real first slide without animation, then animate again.
  const onTransitionEnd = (event: TransitionEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || position < count) return;
    setAnimate(false);
    setPosition(0);
  };

  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  const goTo = useCallback(
    (index: number) => {
      setAnimate(!reduced);
      setPosition(index);
    },
    [reduced],
  );

  return {
    position: Math.min(position, count),
    active: count ? position % count : 0,
    animate: animate && !reduced,
    paused,
    goTo,
    onTransitionEnd,
    hoverProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    focusProps: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
