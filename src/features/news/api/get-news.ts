// GET /getNews: the published news, newest first, in pages; is_read only for signed-in readers.
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { NewsPage } from '@contract/community';
import { NEWS_PAGE_LENGTH } from '@contract/limits';

export const newsKeys = {
  all: ['news'] as const,
  list: (lang: string, signedIn: boolean) => [...newsKeys.all, 'list', lang, signedIn] as const,
  item: (id: number, lang: string) => [...newsKeys.all, 'item', id, lang] as const,
  unreadCount: () => [...newsKeys.all, 'unread-count'] as const,
  promoted: (lang: string) => [...newsKeys.all, 'promoted', lang] as const,
};

export const newsInfiniteQueryOptions = (lang: string, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(lang, signedIn),
    queryFn: ({ pageParam, signal }) =>
      api.get('getNews', { query: { start_from: pageParam, length: NEWS_PAGE_LENGTH, lang }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((n, page) => n + page.list.length, 0) : undefined),
  });

/** After an item is opened: its unread dot goes away in every cached list without a refetch. */
export function markReadInLists(client: QueryClient, id: number) {
  client.setQueriesData<InfiniteData<NewsPage>>({ queryKey: [...newsKeys.all, 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((item) => (item.id === id && item.is_read === false ? { ...item, is_read: true } : item)),
          })),
        }
      : data,
  );
}
