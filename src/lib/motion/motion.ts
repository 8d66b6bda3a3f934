// The app's motion primitives (framer-motion's lazy `m` components and AnimatePresence), imported from here.
export { AnimatePresence, m, useIsPresent, useReducedMotion } from 'framer-motion';
export type { Transition, Variants } from 'framer-motion';
export { MotionScope } from './motion-scope';
export { motionFeaturesLoaded, useMotionFeaturesLoaded } from './features-on-demand';
