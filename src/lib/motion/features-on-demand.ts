// When framer-motion's animation features (about 35 KB gzipped) load: not with the first screen, whose
// cards show without them, but with the member's first action (src/lib/first-action.ts), as what they do
// next may open a card or the menu. Until the features are in, nothing waits on them: a part that comes
// meanwhile (a dialog, a toast, a card) is drawn where it comes to rest (useMotionFeaturesLoaded), one that
// leaves goes at once, and collected points do not fly.
import { useSyncExternalStore } from 'react';
import type { FeatureBundle } from 'framer-motion';
import { afterFirstAction, atNextAction } from '@/lib/first-action';

let loaded = false;
const listeners = new Set<() => void>();
let resolveFeatures!: (features: FeatureBundle) => void;
const features = new Promise<FeatureBundle>((resolve) => {
  resolveFeatures = resolve;
});

/** Downloads the features; after a failed download, tries again at the member's next action. */
function download(): void {
  import('./motion-features').then(
    (module) => {
      loaded = true;
      resolveFeatures(module.default);
      for (const listener of listeners) listener();
    },
    () => atNextAction(download),
  );
}

if (typeof window !== 'undefined') afterFirstAction(download);

/** LazyMotion's loader: settles when the features have come. */
export const motionFeatures = (): Promise<FeatureBundle> => features;

export const motionFeaturesLoaded = (): boolean => loaded;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the features are in: an entrance drawn before then starts where it would come to rest (initial={false}). */
export function useMotionFeaturesLoaded(): boolean {
  return useSyncExternalStore(subscribe, motionFeaturesLoaded, () => false);
}
