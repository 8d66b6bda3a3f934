// GET /getUserChallenge/{id}: one challenge, for the challenge route. Opened from its card, the route
// starts from the card's copy in the dashboard list and renders at once, network or not.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { flattenPages } from '../model/list-cache';
import type { ChallengePages } from './get-user-challenges';
import { challengeKeys } from './keys';

export const getUserChallenge = (id: number, signal?: AbortSignal) => api.get(`getUserChallenge/${id}`, { signal });

function fromList(queryClient: QueryClient | undefined, id: number, lang: string) {
  if (!queryClient) return undefined;
  const key = challengeKeys.list(lang);
  const challenge = flattenPages(queryClient.getQueryData<ChallengePages>(key)).find((c) => c.id === id);
  return challenge ? { challenge, at: queryClient.getQueryState(key)?.dataUpdatedAt } : undefined;
}

export const challengeQueryOptions = (id: number, lang: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: challengeKeys.one(id, lang),
    queryFn: ({ signal }) => getUserChallenge(id, signal),
    initialData: () => fromList(queryClient, id, lang)?.challenge,
    initialDataUpdatedAt: () => fromList(queryClient, id, lang)?.at,
  });
