// GET /getMonthlyTop (signed in) and GET /getMonthlyTopUser/{id}/{urlIdentifier} (public landing page).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

export const monthlyTopQueryOptions = () =>
  queryOptions({
    queryKey: ['monthly-top', 'list'],
    queryFn: ({ signal }) => api.get('getMonthlyTop', { signal }),
    staleTime: 10 * 60_000,
  });

export const monthlyTopUserQueryOptions = (id: number, urlIdentifier: string, lang: string) =>
  queryOptions({
    queryKey: ['monthly-top', 'user', id, urlIdentifier, lang],
    queryFn: ({ signal }) =>
      api.get(`getMonthlyTopUser/${id}/${encodeURIComponent(urlIdentifier)}`, { query: { lang }, signal }),
    staleTime: 10 * 60_000,
    // A failure the server drew into the page stays as drawn when the page hydrates (not a skeleton
    // and a second ask); the error screen's Try again asks again.
    retryOnMount: false,
  });
