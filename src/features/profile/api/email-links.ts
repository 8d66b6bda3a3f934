// GET /confirmEmail and GET /unsubscribeEmail: the two public pages opened from links in our e-mails.
// Unsubscribing itself is a POST after the member's tap: opening the link changes nothing.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

// Opening a link twice answers the same, so a repeat (remount, reload) is harmless; never cached on disk.
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-link', 'confirm', token],
    queryFn: () => api.get('confirmEmail', { query: { token }, validateStatus: false }),
    retry: false,
    staleTime: Infinity,
    meta: { persist: false },
  });

export const unsubscribeEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-link', 'unsubscribe', token],
    queryFn: () => api.get('unsubscribeEmail', { query: { token }, validateStatus: false }),
    retry: false,
    staleTime: Infinity,
    meta: { persist: false },
  });

export const unsubscribeEmail = (token: string) =>
  api.post('unsubscribeEmail', { token }, { validateStatus: false });
