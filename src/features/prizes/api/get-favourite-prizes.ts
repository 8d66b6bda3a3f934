// GET /getUserFavouritePrizes: the prizes the user marked with a heart.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { prizeKeys } from '@/api/queries/prizes';

export const favouritePrizesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: prizeKeys.favourites(lang),
    queryFn: ({ signal }) => api.get('getUserFavouritePrizes', { signal }),
    select: (data) => data.list,
  });
