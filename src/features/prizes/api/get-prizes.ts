// GET /getPrizes?start_from&length&category_id: the catalog, one page at a time (prizes-list).
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { prizeKeys } from '@/api/queries/prizes';

export const PRIZES_PAGE_LENGTH = 12;

export const prizesInfiniteQueryOptions = (lang: string, categoryId: number | null) =>
  infiniteQueryOptions({
    queryKey: prizeKeys.list(lang, categoryId),
    queryFn: ({ signal, pageParam }) =>
      api.get('getPrizes', {
        signal,
        query: { start_from: pageParam, length: PRIZES_PAGE_LENGTH, category_id: categoryId ?? undefined },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((n, page) => n + page.prizes.length, 0) : undefined),
  });
