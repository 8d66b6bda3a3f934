// The unread news count behind the news badges: first asked 5 s after sign-in (docs/product.md section 9),
// then kept in unreadNewsCountAtom; 0 when signed out or when the programme has no news. The last answer
// is saved with the rest of the dashboard, so offline the badge keeps it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unreadNewsCountAtom } from '@/state/badges';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { loggedInAtom } from '@/api/queries/user-data';
import { settingsAtom } from '@/state/settings';
import { unreadNewsQueryOptions } from './api/unread-count';

export const UNREAD_NEWS_FIRST_FETCH_MS = 5000;

export function useUnreadNewsCount(): number {
  const loggedIn = useAtomValue(loggedInAtom);
  const newsEnabled = useAtomValue(settingsAtom)?.newsEnabled ?? false;
  const setCount = useSetAtom(unreadNewsCountAtom);
  const token = useAtomValue(tokenAtom);
  // The sign-in (token) for which the first 5 s have passed.
  const [readyFor, setReadyFor] = useState<string | null>(null);

  useEffect(() => {
    if (!loggedIn || !token) return;
    const timer = setTimeout(() => setReadyFor(token), UNREAD_NEWS_FIRST_FETCH_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, token]);

  const active = loggedIn && newsEnabled && token !== null && readyFor === token;
  const query = useQuery({ ...unreadNewsQueryOptions(), enabled: active });
  const count = active ? Math.max(0, query.data ?? 0) : 0;

  useEffect(() => {
    setCount(count);
  }, [count, setCount]);

  return count;
}

/** Mount once in the layout: keeps the news badges current. */
export function UnreadNewsWatcher() {
  useUnreadNewsCount();
  return null;
}
