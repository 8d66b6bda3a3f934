// Features may not import each other, so they ask for a sound with a window event:
//   window.dispatchEvent(new CustomEvent('play-sound', { detail: 'challenge-completed' }))
// and the app mounts useSoundRequests() (or <SoundRequests />) once to play them.
import { useEffect } from 'react';
import { playSound } from './play-sound';
import { isSoundName } from './sounds';

export const SOUND_REQUEST_EVENT = 'play-sound';

function onRequest(event: Event) {
  const name = (event as CustomEvent<unknown>).detail;
  if (isSoundName(name)) void playSound(name);
}

export function useSoundRequests() {
  useEffect(() => {
    window.addEventListener(SOUND_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(SOUND_REQUEST_EVENT, onRequest);
  }, []);
}

export function SoundRequests() {
  useSoundRequests();
  return null;
}
