// The user's own sound choice on this device, in the localStorage flag the sound player reads
// (key 'soundsMuted', 'true' or 'false'; unset means the programme's default).
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
