// GET /getContent/{slug}: server-localized text (the body is HTML sanitised by the server): text pages, the terms, the welcome tour.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

/** `slug`: one of the seven fixed pages or an address the operator chose (contract/content-slugs.ts). */
export const contentQueryOptions = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['content', slug, lang],
    queryFn: () => api.get(`getContent/${slug}`, { query: { lang } }),
    staleTime: 10 * 60_000,
    // A failure the server drew into the page stays as drawn when the page hydrates (not a skeleton
    // and a second ask); the error screen's Try again asks again.
    retryOnMount: false,
  });
