// GET /getPromotedNewsItem and GET /dismissUserPromotedNewsItem/{id} (docs/product.md section 7). The
// promoted item is a query so that, like the rest of the dashboard, its last answer is saved for offline.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { newsKeys } from './get-news';

export const promotedNewsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: newsKeys.promoted(lang),
    queryFn: ({ signal }) => api.get('getPromotedNewsItem', { signal }).then((item) => item ?? null),
    // Asked on its own schedule: 5 s after load and after a dismissal (the alert enables it then).
    staleTime: 0,
  });

export const dismissPromotedNewsItem = (id: number) => api.get(`dismissUserPromotedNewsItem/${id}`);
