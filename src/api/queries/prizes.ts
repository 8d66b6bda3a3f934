// The prize catalog's query keys and one prize (GET /getPrize/{prizeId}): one cache entry per prize and
// language, read by the catalog, a prize challenge and an achievement's prize, so a favourite toggle
// reaches every one of them.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Answers are localised, so the language is part of each key. */
export const prizeKeys = {
  all: ['prizes'] as const,
  suggestions: (lang: string, limit: number) => ['prizes', 'suggestions', lang, limit] as const,
  categories: (lang: string) => ['prizes', 'categories', lang] as const,
  list: (lang: string, categoryId: number | null) => ['prizes', 'list', lang, categoryId ?? 'all'] as const,
  detail: (prizeId: number, lang: string) => ['prizes', 'detail', prizeId, lang] as const,
  favourites: (lang: string) => ['prizes', 'favourites', lang] as const,
};

/** One prize with its description, stock and favourite flag. */
export const prizeQueryOptions = (prizeId: number, lang: string) =>
  queryOptions({
    queryKey: prizeKeys.detail(prizeId, lang),
    queryFn: ({ signal }) => api.get(`getPrize/${prizeId}`, { signal }),
  });

/** How long a challenge or an achievement may show a prize without asking again (its name and picture). */
export const PRIZE_GLANCE_STALE_TIME = 10 * 60_000;
