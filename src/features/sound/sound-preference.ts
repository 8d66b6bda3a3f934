// Whether sounds play: the programme can switch them off (ui.soundsEnabled), mute them by default
// (soundsMuted), and the user's own choice (profile, sounds page) is kept in localStorage and wins.
import type { Settings } from '@/api/contract';

export const SOUNDS_MUTED_STORAGE_KEY = 'soundsMuted';

/** The user's choice: true (muted), false (sounds on), or null when never chosen. */
export function storedSoundsMuted(): boolean | null {
  try {
    const value = localStorage.getItem(SOUNDS_MUTED_STORAGE_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

export function setSoundsMuted(muted: boolean) {
  try {
    localStorage.setItem(SOUNDS_MUTED_STORAGE_KEY, String(muted));
  } catch {
    /* private mode: the choice lasts until the page closes */
  }
}

type SoundSettings = Pick<Settings, 'soundsMuted'> & { ui: Pick<Settings['ui'], 'soundsEnabled'> };

export function soundsMuted(settings: SoundSettings | null): boolean {
  if (settings && !settings.ui.soundsEnabled) return true;
  return storedSoundsMuted() ?? settings?.soundsMuted ?? false;
}
