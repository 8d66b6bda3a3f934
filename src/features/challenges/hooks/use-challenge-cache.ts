// Keeps every cached copy of a challenge in step: the dashboard list (any language) and the single
// challenge of the challenge route.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Challenge } from '@contract/challenges';
import type { ChallengePages } from '../api/get-user-challenges';
import { challengeKeys } from '../api/keys';
import { removeChallenges, replaceChallenge } from '../model/list-cache';

export function challengeCache(queryClient: QueryClient) {
  return {
    update(challenge: Challenge) {
      queryClient.setQueriesData<ChallengePages>({ queryKey: challengeKeys.lists() }, (data) => (data ? replaceChallenge(data, challenge) : data));
      queryClient.setQueriesData<Challenge>({ queryKey: [...challengeKeys.ones(), challenge.id] }, (data) => (data ? challenge : data));
    },
    remove(ids: readonly number[]) {
      queryClient.setQueriesData<ChallengePages>({ queryKey: challengeKeys.lists() }, (data) => (data ? removeChallenges(data, ids) : data));
    },
  };
}

export function useChallengeCache() {
  const queryClient = useQueryClient();
  return useMemo(() => challengeCache(queryClient), [queryClient]);
}
