// Whether sounds play: the programme can switch them off (ui.soundsEnabled), mute them by default
// (soundsMuted), and the user's own choice (profile, sounds page) is kept in localStorage and wins.
import type { Settings } from '@contract';
import { storedSoundsMuted } from '@/lib/sounds-muted';

type SoundSettings = Pick<Settings, 'soundsMuted'> & { ui: Pick<Settings['ui'], 'soundsEnabled'> };

export function soundsMuted(settings: SoundSettings | null): boolean {
  if (settings && !settings.ui.soundsEnabled) return true;
  return storedSoundsMuted() ?? settings?.soundsMuted ?? false;
}
