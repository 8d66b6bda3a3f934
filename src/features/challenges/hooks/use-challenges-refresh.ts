// The list refresh after a completion and the polling for new challenges that follows it
// (SPEC.md sections 4 and 9): getUserChallenges?last_timestamp={server seconds}, first after 1 s,
// then doubling, until something new arrives or the tries run out.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Challenge, GetUserChallengesResult } from '@/api/contract/challenges';
import { getUserChallenges, type ChallengePages } from '../api/get-user-challenges';
import { challengeKeys } from '../api/keys';
import { announce } from '../model/app-events';
import { flattenPages, lastServerTime, mergeRefresh } from '../model/list-cache';

export const POLL_FIRST_DELAY_MS = 1000;
export const POLL_MAX_TRIES = 6;
const MAX_CHANGE_PAGES = 5;

/** Every change since `since`, across pages. */
async function changesSince(since: number): Promise<GetUserChallengesResult> {
  const first = await getUserChallenges({ start_from: 0, last_timestamp: since });
  const all: Challenge[] = [...first.challenges];
  let last = first;
  for (let i = 1; last.has_more && i < MAX_CHANGE_PAGES; i++) {
    last = await getUserChallenges({ start_from: all.length, last_timestamp: since });
    all.push(...last.challenges);
  }
  return { ...first, challenges: all, has_more: false };
}

export function useChallengesRefresh(lang: string, ownerId: number | null) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Applies what changed since the last answer; resolves with how many challenges are new. */
  const refresh = useCallback(async (): Promise<number> => {
    const key = challengeKeys.list(lang);
    const data = queryClient.getQueryData<ChallengePages>(key);
    if (!data || data.pages.length === 0) {
      await queryClient.invalidateQueries({ queryKey: key });
      return 0;
    }
    const changes = await changesSince(lastServerTime(data));
    const current = queryClient.getQueryData<ChallengePages>(key);
    if (!current) return 0;
    const before = new Map(flattenPages(current).map((c) => [c.id, c.state]));
    const { data: merged, added } = mergeRefresh(current, changes, ownerId);
    queryClient.setQueryData<ChallengePages>(key, merged);
    // Completed elsewhere (a partner event, the e-mail link): their achievements wait to be collected.
    if (changes.challenges.some((c) => c.state === 'completed' && before.get(c.id) !== 'completed')) announce('challenge-completed');
    return added.length;
  }, [lang, ownerId, queryClient]);

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const poll = useCallback(() => {
    stop();
    let delay = POLL_FIRST_DELAY_MS;
    let tries = 0;
    const step = async () => {
      const added = await refresh().catch(() => 0);
      tries += 1;
      if (added > 0 || tries >= POLL_MAX_TRIES) {
        timer.current = null;
        return;
      }
      delay *= 2;
      timer.current = setTimeout(() => void step(), delay);
    };
    timer.current = setTimeout(() => void step(), delay);
  }, [refresh, stop]);

  useEffect(() => stop, [stop]);

  /** After a completion: refresh now, then poll. */
  const afterCompletion = useCallback(() => {
    void refresh()
      .catch(() => 0)
      .then(poll);
  }, [refresh, poll]);

  return { refresh, poll, stop, afterCompletion };
}
