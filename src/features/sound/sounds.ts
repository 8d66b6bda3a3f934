// The eight sounds of SPEC.md section 9; the mp3 files live in public/sounds/.
export const SOUND_NAMES = [
  'challenge-completed',
  'promo-code-applied',
  'challenge-failed',
  'challenge-snoozed',
  'achievement-collected',
  'favourites-updated',
  'reward-created',
  'points-transferred',
] as const;

export type SoundName = (typeof SOUND_NAMES)[number];

export const isSoundName = (value: unknown): value is SoundName => SOUND_NAMES.includes(value as SoundName);

export const soundUrl = (name: SoundName) => `/sounds/${name}.mp3`;
