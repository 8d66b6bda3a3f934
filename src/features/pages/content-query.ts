// GET /getContent/{slug}: a server-localized text page; the body is HTML sanitised by the server.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Content, ContentSlug } from '@/api/contract';

export const contentQueryOptions = (slug: ContentSlug, lang: string) =>
  queryOptions({
    queryKey: ['content', slug, lang],
    queryFn: () => api.get<Content>(`getContent/${slug}`, { query: { lang } }),
    staleTime: 10 * 60_000,
  });
