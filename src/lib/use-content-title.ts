import { useEffect } from 'react';
import { atom, useSetAtom } from '@/state/jotai';

/** A page's own title (a news headline), which names the page better than its route's; read by the document title. */
export const contentTitleAtom = atom<string | null>(null);

/** While mounted, the document title names this content (e.g. a news item's headline) instead of its route. */
export function useContentTitle(title: string | null | undefined) {
  const setTitle = useSetAtom(contentTitleAtom);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle((current) => (current === title ? null : current));
  }, [title, setTitle]);
}
