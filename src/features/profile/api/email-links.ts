// GET /confirmEmail and GET /unsubscribeEmail: the two public pages opened from links in our e-mails.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ConfirmEmailResult, UnsubscribeEmailResult } from '@/api/contract/challenges';

// Opening a link twice answers the same, so a repeat (remount, reload) is harmless; never cached on disk.
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-link', 'confirm', token],
    queryFn: () => api.get<ConfirmEmailResult>('confirmEmail', { query: { token }, validateStatus: false }),
    retry: false,
    staleTime: Infinity,
    meta: { persist: false },
  });

export const unsubscribeEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-link', 'unsubscribe', token],
    queryFn: () => api.get<UnsubscribeEmailResult>('unsubscribeEmail', { query: { token }, validateStatus: false }),
    retry: false,
    staleTime: Infinity,
    meta: { persist: false },
  });
