// When framer-motion's animation features (about 35 KB gzipped) load: not with the first screen, whose
// cards show without them, but with the member's first touch, key, scroll or wheel, as what they do next
// may open a card or the menu. Until the features are in, nothing waits on them: a part that comes meanwhile
// (a dialog, a toast, a card) is drawn where it comes to rest (useMotionFeaturesLoaded), one that leaves goes
// at once, and collected points do not fly.
import { useSyncExternalStore } from 'react';
import type { FeatureBundle } from 'framer-motion';

const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let loaded = false;
let asking = false;
const listeners = new Set<() => void>();
let resolveFeatures!: (features: FeatureBundle) => void;
const features = new Promise<FeatureBundle>((resolve) => {
  resolveFeatures = resolve;
});

function listenForFirstAction(listen: boolean) {
  for (const type of FIRST_ACTIONS) {
    if (listen) window.addEventListener(type, wantMotionFeatures, { capture: true, passive: true });
    else window.removeEventListener(type, wantMotionFeatures, true);
  }
}

/** Asks for the features (once; after a failed download, again at the next action). */
function wantMotionFeatures(): void {
  if (asking || loaded) return;
  asking = true;
  listenForFirstAction(false);
  import('./motion-features').then(
    (module) => {
      loaded = true;
      resolveFeatures(module.default);
      for (const listener of listeners) listener();
    },
    () => {
      asking = false;
      listenForFirstAction(true);
    },
  );
}

/** LazyMotion's loader: settles when the features have been asked for and have come. */
export const motionFeatures = (): Promise<FeatureBundle> => features;

if (typeof window !== 'undefined') listenForFirstAction(true);

export const motionFeaturesLoaded = (): boolean => loaded;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the features are in: an entrance drawn before then starts where it would come to rest (initial={false}). */
export function useMotionFeaturesLoaded(): boolean {
  return useSyncExternalStore(subscribe, motionFeaturesLoaded, () => false);
}
