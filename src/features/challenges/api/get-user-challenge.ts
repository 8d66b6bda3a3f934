// GET /getUserChallenge/{id}: one challenge, for the challenge route opened directly.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Challenge } from '@/api/contract/challenges';
import { challengeKeys } from './keys';

export const getUserChallenge = (id: number, signal?: AbortSignal) => api.get<Challenge>(`getUserChallenge/${id}`, { signal });

export const challengeQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: challengeKeys.one(id, lang),
    queryFn: ({ signal }) => getUserChallenge(id, signal),
  });
