// GET /getNewsItem/{id}: one item with its sanitised HTML body; opening it marks it read.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { newsKeys } from './get-news';

export const newsItemQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: newsKeys.item(id, lang),
    queryFn: ({ signal }) => api.get(`getNewsItem/${id}`, { query: { lang }, signal }),
    staleTime: 5 * 60_000,
    // A failure the server drew into the page stays as drawn when the page hydrates (not a skeleton
    // and a second ask); the error screen's Try again asks again.
    retryOnMount: false,
  });
