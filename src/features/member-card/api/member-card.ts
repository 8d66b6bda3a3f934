// The member's card: GET /getMemberCard (the token a till scans) and POST /rotateMemberCard (a new
// token; the old card stops working at once). The answer is kept with the other saved member data,
// so a card opened once shows offline (docs/architecture.md, Offline and flaky networks).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

export const memberCardKey = ['member-card'] as const;

export const memberCardQueryOptions = () =>
  queryOptions({
    queryKey: memberCardKey,
    queryFn: ({ signal }) => api.get('getMemberCard', { signal }),
  });

export function useRotateMemberCard() {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per confirmed rotation: a retried request gets the same new card, not a second one.
    mutationFn: (idempotencyKey: string) => api.post('rotateMemberCard', {}, { headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: (card) => queryClient.setQueryData(memberCardKey, card),
  });
}
