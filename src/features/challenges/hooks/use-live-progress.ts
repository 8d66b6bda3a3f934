// While challenges the server judges are accepted and open on screen, the app keeps asking for their
// progress: the completion refresh polling of docs/product.md sections 4 and 9 (first after 1 s, then
// doubling, up to a ceiling), started over at 1 s whenever something moved, the page comes back into
// view, or the member's live stream (src/api/live-updates.ts) says their challenges moved. The stream is
// heard on the whole dashboard, not only while such a card is on screen: a completion decided elsewhere
// (an e-mail confirmed on another device, a card on a page not loaded yet) reaches the open app too.
import { useEffect, useRef } from 'react';
import type { Challenge } from '@contract/challenges';
import type { ChallengeType } from '@contract/challenge-answers';
import { listenLiveUpdates } from '@/api/live-updates';
import { POLL_FIRST_DELAY_MS } from './use-challenges-refresh';

/** Types completed without the member's answer: by a partner, an invitation, an e-mail link, a linked account. */
const SERVER_JUDGED = new Set<ChallengeType>([
  'api_event',
  'api_event_for_period',
  'api_event_quantitative',
  'owner_api_call',
  'user_invitation',
  'email_confirmation',
  'connect_google',
  'connect_linkedin',
  'facebook_login',
]);

export const LIVE_POLL_MAX_MS = 60_000;

/** Whether any of these challenges may move without the member doing anything here. */
export const watchesLive = (challenges: readonly Challenge[]) =>
  challenges.some((c) => c.accepted && c.state !== 'completed' && SERVER_JUDGED.has(c.type));

/** `refresh` resolves true when something changed. */
export function useLiveProgress(active: boolean, refresh: () => Promise<boolean>) {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  // What a stream event does: restart the polling while it runs, else one refresh.
  const onChange = useRef<() => void>(() => void refreshRef.current().catch(() => false));
  useEffect(() => {
    const once = onChange.current;
    const stopStream = listenLiveUpdates((name) => name === 'challenges' && onChange.current());
    return () => {
      stopStream();
      onChange.current = once;
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    let delay = POLL_FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;
    let again = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(() => void tick(), delay);
    };
    const tick = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      const changed = await refreshRef.current().catch(() => false);
      running = false;
      delay = changed ? POLL_FIRST_DELAY_MS : Math.min(delay * 2, LIVE_POLL_MAX_MS);
      if (again) {
        again = false;
        delay = POLL_FIRST_DELAY_MS;
        if (!stopped) return void tick();
      }
      schedule();
    };
    const now = () => {
      delay = POLL_FIRST_DELAY_MS;
      clearTimeout(timer);
      void tick();
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? now() : clearTimeout(timer));

    document.addEventListener('visibilitychange', onVisibility);
    const once = onChange.current;
    onChange.current = now;
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      onChange.current = once;
    };
  }, [active]);
}
