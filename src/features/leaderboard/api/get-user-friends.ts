// GET /getUserFriends: the friends a connected social account brought, with their lifetime points.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Friend } from '@/api/contract/community';

export const friendsQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'friends'],
    queryFn: ({ signal }) => api.get<Friend[]>('getUserFriends', { signal }),
  });

/**
 * GET /getUserTotalPointsEarned under the points feature's key (['user-total-points']), so both read
 * one cached number: the leaderboard ranks by lifetime points (docs/product.md section 3, Points).
 */
export const totalPointsQueryOptions = () =>
  queryOptions({
    queryKey: ['user-total-points'],
    queryFn: ({ signal }) => api.get<number>('getUserTotalPointsEarned', { signal }),
  });
