// GET /getUserFriends: the friends a connected social account brought, with their lifetime points.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Friend } from '@/api/contract/community';

export const friendsQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'friends'],
    queryFn: ({ signal }) => api.get<Friend[]>('getUserFriends', { signal }),
  });
