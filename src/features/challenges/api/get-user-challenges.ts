// GET /getUserChallenges: pages by start_from (-1 = from the beginning, then how many are loaded);
// with last_timestamp (server seconds) only what changed since then.
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { GetUserChallengesResult } from '@contract/challenges';
import { learnServerTime } from '../model/server-clock';
import { challengeKeys } from './keys';

export type ChallengesQuery = {
  start_from: number;
  last_timestamp?: number;
};

export async function getUserChallenges(query: ChallengesQuery, signal?: AbortSignal): Promise<GetUserChallengesResult> {
  const result = await api.get('getUserChallenges', { query, signal });
  learnServerTime(result.server_time);
  return result;
}

export type ChallengePages = InfiniteData<GetUserChallengesResult, number>;

/** How many challenges the pages hold: the start_from of the next page. */
export const loadedCount = (pages: GetUserChallengesResult[]) => pages.reduce((sum, page) => sum + page.challenges.length, 0);

export const challengesQueryOptions = (lang: string) =>
  infiniteQueryOptions({
    queryKey: challengeKeys.list(lang),
    queryFn: ({ pageParam, signal }) => getUserChallenges({ start_from: pageParam }, signal),
    initialPageParam: -1,
    getNextPageParam: (lastPage, allPages) => (lastPage.has_more ? loadedCount(allPages) : undefined),
  });
