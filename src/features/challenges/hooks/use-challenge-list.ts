// The dashboard's challenges: loaded page by page, the owner's first, without those whose
// achievement waits in the achievements list (unless their completion flow is on screen).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Challenge } from '@contract/challenges';
import type { InfiniteState } from '@/components/ui/infinite-status';
import { usePendingActions } from '@/features/offline/use-pending-actions';
import { useOnline } from '@/lib/use-online';
import { useAtomValue } from '@/state/jotai';
import { challengesQueryOptions } from '../api/get-user-challenges';
import { completingIdsAtom } from '../model/completing';
import { flattenPages } from '../model/list-cache';
import { pendingChallenges, withPending } from '../model/pending';

export function useChallengeList(lang: string, ownerId: number | null) {
  const query = useInfiniteQuery(challengesQueryOptions(lang));
  const completing = useAtomValue(completingIdsAtom);
  const actions = usePendingActions();
  // Offline a next page cannot load: the list stays as it is (a snooze that empties the view must not
  // put an error into it) and the end is looked at again once the network is back.
  const online = useOnline();

  const { owner, general, total } = useMemo(() => {
    const pending = pendingChallenges(actions);
    const visible = flattenPages(query.data)
      .filter((c) => (c.state !== 'completed' || completing.has(c.id)) && !pending.snoozed.has(c.id))
      .map((c) => withPending(c, pending));
    const isOwners = (c: Challenge) => ownerId !== null && c.challenge_owner_id === ownerId;
    return { owner: visible.filter(isOwners), general: visible.filter((c) => !isOwners(c)), total: visible.length };
  }, [query.data, completing, ownerId, actions]);

  const state: InfiniteState =
    query.isPending || query.isFetchingNextPage
      ? 'loading'
      : query.isError || query.isFetchNextPageError
        ? 'error'
        : query.hasNextPage
          ? 'loaded'
          : 'complete';

  const retry = () => void (query.data ? query.fetchNextPage() : query.refetch());

  return {
    owner,
    general,
    total,
    state,
    isInitialLoading: query.isPending,
    isInitialError: query.isError && !query.data,
    hasNextPage: query.hasNextPage,
    /** The pages shown are being fetched again (a refresh): a next page is not fetched meanwhile. */
    refreshing: (query.isFetching && !query.isFetchingNextPage) || !online,
    fetchNextPage: () => void (online ? query.fetchNextPage({ cancelRefetch: false }) : undefined),
    retry,
  };
}
