// The sounds any part of the app may ask for are listed with the app's events (src/lib/app-events.ts);
// the mp3 files live in public/sounds/.
import { SOUND_NAMES, type SoundName } from '@/lib/app-events';

export { SOUND_NAMES, type SoundName };

export const isSoundName = (value: unknown): value is SoundName => SOUND_NAMES.includes(value as SoundName);

export const soundUrl = (name: SoundName) => `/sounds/${name}.mp3`;
