// The user's own sound choice, in the localStorage flag the sound player reads (features/sound:
// key 'soundsMuted', 'true' or 'false'; unset means the programme's default).
export const SOUNDS_MUTED_KEY = 'soundsMuted';

export function readSoundsMuted(): boolean | null {
  try {
    const value = localStorage.getItem(SOUNDS_MUTED_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

export function writeSoundsMuted(muted: boolean) {
  try {
    localStorage.setItem(SOUNDS_MUTED_KEY, String(muted));
  } catch {
    /* private mode: the choice lasts until the page closes */
  }
}
