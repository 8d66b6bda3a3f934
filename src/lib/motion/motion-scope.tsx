// Motion (framer-motion) through one door: `m` components inside a MotionScope, whose LazyMotion loads the
// animation features (motion-features.ts, a chunk of its own) once the scope first shows. Each animated
// part wraps itself in one, so nothing of framer-motion is in the app's entry: the parts that animate all
// load after the first paint, and the features once, for all of them. With the system's reduced-motion
// setting nothing travels: only opacity still fades.
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
