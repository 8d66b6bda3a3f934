// Query keys of the user's rewards; names are localised, so the language is part of each key.
export const rewardKeys = {
  all: ['rewards'] as const,
  active: (lang: string) => ['rewards', 'active', lang] as const,
  detail: (rewardId: number, lang: string) => ['rewards', 'detail', rewardId, lang] as const,
};
