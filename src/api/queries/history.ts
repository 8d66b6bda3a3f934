// GET /getUserHistoryLog?length&start_from: the history page (paged) and the right panel's preview.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HISTORY_PAGE_LENGTH } from '@contract/limits';

/** Titles are localised, so the language is part of each key. */
export const historyKeys = {
  all: ['history'] as const,
  list: (lang: string) => ['history', 'list', lang] as const,
  preview: (lang: string) => ['history', 'preview', lang] as const,
};

/** docs/product.md section 9: history preview, 3. */
export const HISTORY_PREVIEW_LENGTH = 3;

const getHistory = (start_from: number, length: number, signal?: AbortSignal) =>
  api.get('getUserHistoryLog', { signal, query: { length, start_from } });

export const historyInfiniteQueryOptions = (lang: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(lang),
    queryFn: ({ signal, pageParam }) => getHistory(pageParam, HISTORY_PAGE_LENGTH, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((n, page) => n + page.list.length, 0) : undefined),
  });

export const historyPreviewQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: historyKeys.preview(lang),
    queryFn: ({ signal }) => getHistory(0, HISTORY_PREVIEW_LENGTH, signal),
    select: (page) => page.list,
  });
