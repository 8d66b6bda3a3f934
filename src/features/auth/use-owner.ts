// The owner organisation of this programme (settings.owner_id), whose logo replaces the brand's on sign-in.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export function useOwner(ownerId: number | null | undefined) {
  return useQuery({
    queryKey: ['owner', ownerId],
    queryFn: () => api.get(`getOwner/${ownerId}`),
    enabled: typeof ownerId === 'number',
    staleTime: 60 * 60_000,
  });
}
