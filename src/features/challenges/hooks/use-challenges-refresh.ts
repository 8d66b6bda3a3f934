// The list refresh after a completion and the polling for new challenges that follows it
// (docs/product.md sections 4 and 9): getUserChallenges?last_timestamp={server seconds}, first after 1 s,
// then doubling, until something new arrives or the tries run out.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSetAtom } from '@/state/jotai';
import type { Challenge, GetUserChallengesResult } from '@contract/challenges';
import { getUserChallenges, type ChallengePages } from '../api/get-user-challenges';
import { challengeKeys } from '../api/keys';
import { emitAppEvent } from '@/lib/app-events';
import { completingIdsAtom, withId } from '../model/completing';
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

export interface RefreshResult {
  /** Challenges that are new in the list. */
  added: number;
  /** Challenges new, changed or gone. */
  changed: number;
}

export function useChallengesRefresh(lang: string, ownerId: number | null) {
  const queryClient = useQueryClient();
  const setCompleting = useSetAtom(completingIdsAtom);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Applies what changed since the last answer. */
  const refresh = useCallback(async (): Promise<RefreshResult> => {
    const key = challengeKeys.list(lang);
    const data = queryClient.getQueryData<ChallengePages>(key);
    if (!data || data.pages.length === 0) {
      await queryClient.invalidateQueries({ queryKey: key });
      return { added: 0, changed: 0 };
    }
    const changes = await changesSince(lastServerTime(data));
    const current = queryClient.getQueryData<ChallengePages>(key);
    if (!current) return { added: 0, changed: 0 };
    const before = new Map(flattenPages(current).map((c) => [c.id, c]));
    const { data: merged, added } = mergeRefresh(current, changes, ownerId);
    // Completed elsewhere (a partner event, an invitation, the e-mail link) while on screen: the card
    // stays to play its completion moment (use-challenge-flow.ts); its achievement waits to be collected.
    const completedHere = changes.challenges.filter((c) => c.state === 'completed' && before.has(c.id) && before.get(c.id)!.state !== 'completed');
    if (completedHere.length > 0) setCompleting((ids) => completedHere.reduce((set, c) => withId(set, c.id), ids));
    queryClient.setQueryData<ChallengePages>(key, merged);
    if (changes.challenges.some((c) => c.state === 'completed' && before.get(c.id)?.state !== 'completed')) emitAppEvent('challenge-completed');
    const moved = changes.challenges.filter((c) => {
      const old = before.get(c.id);
      return !old || old.state !== c.state || old.progress_dividend !== c.progress_dividend || old.start_time !== c.start_time;
    });
    return { added: added.length, changed: moved.length + changes.removed_ids.filter((id) => before.has(id)).length };
  }, [lang, ownerId, queryClient, setCompleting]);

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const poll = useCallback(() => {
    stop();
    let delay = POLL_FIRST_DELAY_MS;
    let tries = 0;
    const step = async () => {
      const { added } = await refresh().catch(() => ({ added: 0 }));
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
      .catch(() => undefined)
      .then(poll);
  }, [refresh, poll]);

  return { refresh, poll, stop, afterCompletion };
}
