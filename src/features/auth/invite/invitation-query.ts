// GET /getInvitation/{referralId}: who invites and what both get, for the invite landing page.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

export const invitationQueryOptions = (referralId: string) =>
  queryOptions({
    queryKey: ['invitation', referralId],
    queryFn: () => api.get(`getInvitation/${encodeURIComponent(referralId)}`),
    retry: false,
    staleTime: 5 * 60_000,
    meta: { persist: false },
  });
