// Motion (framer-motion) through one door: `m` components and LazyMotion, whose animation features load
// after the first paint (motion-features.ts, a chunk of its own), so nothing of them is on the first
// screen's path. With the system's reduced-motion setting nothing travels: only opacity still fades.
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
