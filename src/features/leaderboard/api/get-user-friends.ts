// GET /getUserFriends: the friends a connected social account brought, with their lifetime points.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

export const friendsQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'friends'],
    queryFn: ({ signal }) => api.get('getUserFriends', { signal }),
  });
