// GET /getUserTier: the member's tier, the next one and the progress (contract/tiers.ts). Refreshed
// when the points move (the balance query) and when the live stream says something of the member changed: a
// move up is announced there by the server (change_member_tier.sql writes the live outbox).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/api/client';
import { listenLiveUpdates } from '@/api/live-updates';
import { pointsQueryOptions } from '@/api/queries/points';
import { loggedInAtom } from '@/api/queries/user-data';
import { useAtomValue } from '@/state/jotai';

export const tierKeys = { all: ['user-tier'] as const, of: (lang: string) => ['user-tier', lang] as const };

const memberTierQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: tierKeys.of(lang),
    queryFn: ({ signal }) => api.get('getUserTier', { signal }),
    staleTime: 30_000,
  });

export function useMemberTier(lang: string) {
  const loggedIn = useAtomValue(loggedInAtom);
  return useQuery({ ...memberTierQueryOptions(lang), enabled: loggedIn });
}

/** Keeps the tier fresh while mounted: on a change of points and on the member's live stream. */
export function useTierUpdates() {
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(loggedInAtom);
  const points = useQuery({ ...pointsQueryOptions(), enabled: loggedIn }).data;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: tierKeys.all });
  }, [points, queryClient]);
  useEffect(() => {
    if (!loggedIn) return;
    return listenLiveUpdates(() => void queryClient.invalidateQueries({ queryKey: tierKeys.all }));
  }, [loggedIn, queryClient]);
}
