// Any part of the app asks for a sound with emitAppEvent('play-sound', name) (src/lib/app-events.ts);
// the app mounts useSoundRequests() (or <SoundRequests />) once to play them.
import { useAppEvents } from '@/lib/app-events';
import { playSound } from './play-sound';
import { isSoundName } from './sounds';

export function useSoundRequests() {
  useAppEvents('play-sound', (name) => {
    if (isSoundName(name)) void playSound(name);
  });
}

export function SoundRequests() {
  useSoundRequests();
  return null;
}
