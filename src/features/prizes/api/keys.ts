// Query keys of the prize catalog; answers are localised, so the language is part of each key.
export const prizeKeys = {
  all: ['prizes'] as const,
  suggestions: (lang: string, limit: number) => ['prizes', 'suggestions', lang, limit] as const,
  categories: (lang: string) => ['prizes', 'categories', lang] as const,
  list: (lang: string, categoryId: number | null) => ['prizes', 'list', lang, categoryId ?? 'all'] as const,
  detail: (prizeId: number, lang: string) => ['prizes', 'detail', prizeId, lang] as const,
  favourites: (lang: string) => ['prizes', 'favourites', lang] as const,
};

/** Keys owned by other features, refreshed by value after a redemption (features never import each other). */
export const POINTS_KEY = ['user-points'] as const;
export const REWARDS_KEY = ['rewards'] as const;
export const HISTORY_KEY = ['history'] as const;
