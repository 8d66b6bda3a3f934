// GET /getSnoozedChallengesCount: snoozed challenges that could be brought back.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { challengeKeys } from './keys';

export const snoozedCountQueryOptions = () =>
  queryOptions({
    queryKey: [...challengeKeys.all, 'snoozed-count'] as const,
    queryFn: ({ signal }) => api.get('getSnoozedChallengesCount', { signal }),
  });
