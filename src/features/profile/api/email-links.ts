// GET /confirmEmail and GET /unsubscribeEmail: the two public pages opened from links in our e-mails.
// Unsubscribing itself is a POST after the member's tap: opening the link changes nothing.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ConfirmEmailResult, UnsubscribeEmailInfo, UnsubscribeEmailResult } from '@/api/contract/challenges';

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
    queryFn: () => api.get<UnsubscribeEmailInfo>('unsubscribeEmail', { query: { token }, validateStatus: false }),
    retry: false,
    staleTime: Infinity,
    meta: { persist: false },
  });

export const unsubscribeEmail = (token: string) =>
  api.post<UnsubscribeEmailResult>('unsubscribeEmail', { token }, { validateStatus: false });
