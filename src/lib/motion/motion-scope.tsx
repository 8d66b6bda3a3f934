// Motion (framer-motion) through one door: `m` components inside a MotionScope, whose LazyMotion takes the
// animation features (motion-features.ts, a chunk of its own) when features-on-demand.ts has them loaded:
// not with the first screen but once something is about to move. Each animated part wraps itself in one, so
// nothing of framer-motion is in the app's entry. With the system's reduced-motion setting nothing travels:
// only opacity still fades.
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { motionFeatures } from './features-on-demand';

export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={motionFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
