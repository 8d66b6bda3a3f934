// GET /getPrizesSuggestionForUser?limit=6: the prizes shown first (prizes page, right panel carousel).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { PRIZE_SUGGESTIONS } from '@contract/limits';
import { prizeKeys } from '@/api/queries/prizes';

/** docs/product.md section 9: prize suggestions, 6. */
export const prizeSuggestionsQueryOptions = (lang: string, limit = PRIZE_SUGGESTIONS) =>
  queryOptions({
    queryKey: prizeKeys.suggestions(lang, limit),
    queryFn: ({ signal }) => api.get('getPrizesSuggestionForUser', { signal, query: { limit } }),
    select: (data) => data.list,
  });
