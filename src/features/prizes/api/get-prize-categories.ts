// GET /getPrizeCategories: the catalog's categories with their prize counts.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { prizeKeys } from '@/api/queries/prizes';

export const prizeCategoriesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: prizeKeys.categories(lang),
    queryFn: ({ signal }) => api.get('getPrizeCategories', { signal }),
    staleTime: 5 * 60_000,
  });
