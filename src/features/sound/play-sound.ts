// playSound(name): howler is loaded on the first sound only, and each file once.
import type { Howl } from 'howler';
import { appStore } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { soundsMuted } from './sound-preference';
import { soundUrl, type SoundName } from './sounds';

let howler: Promise<typeof import('howler')> | null = null;
const howls = new Map<SoundName, Howl>();

function loadHowler() {
  howler ??= import('howler').catch((error: unknown) => {
    howler = null;
    throw error;
  });
  return howler;
}

/** Plays a sound unless sounds are muted; never throws (a sound is a nicety). */
export async function playSound(name: SoundName): Promise<void> {
  if (soundsMuted(appStore.get(settingsAtom))) return;
  try {
    const { Howl } = await loadHowler();
    let howl = howls.get(name);
    if (!howl) {
      howl = new Howl({ src: [soundUrl(name)], volume: 0.6, preload: true });
      howls.set(name, howl);
    }
    howl.play();
  } catch (error) {
    console.warn(`Sound ${name} could not play`, error);
  }
}

/** For tests: forget loaded sounds. */
export function resetSounds() {
  howls.clear();
  howler = null;
}
