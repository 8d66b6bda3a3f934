// GET /expiringPoints: the next expiry, pending points and the reminder notice. Reloaded with the balance.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

export const expiringPointsKey = ['user-points', 'expiring'] as const;

export const expiringPointsQueryOptions = () =>
  queryOptions({
    queryKey: expiringPointsKey,
    queryFn: ({ signal }) => api.get('expiringPoints', { signal }),
    staleTime: 60_000,
  });
