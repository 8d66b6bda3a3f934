// GET /getUserFriendsWhoCompletedChallenge/{challengeId}: friends' avatars and how many they are.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { challengeKeys } from './keys';

export const friendsWhoCompletedQueryOptions = (challengeId: number) =>
  queryOptions({
    queryKey: challengeKeys.friendsCompleted(challengeId),
    queryFn: ({ signal }) => api.get(`getUserFriendsWhoCompletedChallenge/${challengeId}`, { signal }),
    staleTime: 5 * 60_000,
  });
