// GET /getMenuItems?lang: extra links for the drawer and the footer (docs/product.md section 2, Routing rules).
import type { MenuItem } from '@contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';

export const menuItemsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['menu-items', lang],
    queryFn: ({ signal }) => api.get('getMenuItems', { query: { lang }, signal }),
    staleTime: 10 * 60_000,
  });

export function useMenuItems(): MenuItem[] {
  const lang = useAtomValue(currentLanguageAtom);
  return useQuery(menuItemsQueryOptions(lang)).data ?? [];
}

/** Where a menu item points: a route of the app under the language, or an outside address. */
export function menuItemHref(item: MenuItem, lang: string): { href: string; external: boolean } | null {
  if (item.route_name) return { href: `/${lang}/${item.route_name.replace(/^\/+/, '')}`, external: false };
  if (item.url) return { href: item.url, external: /^https?:/i.test(item.url) };
  return null;
}
