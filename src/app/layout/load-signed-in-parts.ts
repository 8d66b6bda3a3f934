// Loads the layout's signed-in parts (signed-in-parts.ts) once. The boot of a saved session and the
// signed-in routes' guard wait for them, so a signed-in screen never shows without its menu.
import { atom, type appStore } from '@/state/jotai';

type SignedInParts = typeof import('./signed-in-parts');

export const signedInPartsAtom = atom<SignedInParts | null>(null);

let loading: Promise<SignedInParts> | undefined;

export async function loadSignedInParts(store: typeof appStore): Promise<void> {
  loading ??= import('./signed-in-parts').catch((error: unknown) => {
    // Asked again on the next signed-in navigation (a flaky network may let it through then).
    loading = undefined;
    throw error;
  });
  const parts = await loading;
  if (store.get(signedInPartsAtom) !== parts) store.set(signedInPartsAtom, parts);
}
