// GET /getUserUnreadNewsQuantity: a bare number, shown as the news badges (src/app/layout/badges.ts).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unreadNewsCountAtom } from '@/state/badges';
import { appStore } from '@/state/jotai';
import { newsKeys } from './get-news';

export const unreadNewsQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.unreadCount(),
    queryFn: ({ signal }) => api.get('getUserUnreadNewsQuantity', { signal }),
    staleTime: 60_000,
  });

/** Asks again (after an item was read) and puts the answer on the badges. */
export async function refreshUnreadNewsCount(client: QueryClient, store = appStore) {
  try {
    const count = await client.fetchQuery({ ...unreadNewsQueryOptions(), staleTime: 0 });
    store.set(unreadNewsCountAtom, Math.max(0, count));
  } catch (error) {
    console.warn('Could not refresh the unread news count', error);
  }
}
