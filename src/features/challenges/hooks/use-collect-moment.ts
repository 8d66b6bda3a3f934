// The complete block's end (docs/product.md section 4): it holds, fades, and then the achievement is
// collected (the points counted, the sound, a toast, the card gone). "Collect" does it at once, and again
// after a failure; a collect sent twice at once is sent once.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Challenge } from '@contract/challenges';
import type { Prize } from '@contract/economy';
import { collectAchievement } from '@/features/offline/collect-achievement';
import { isBrowserOffline } from '@/features/offline/browser-offline';
import { toast } from '@/features/toasts/toast';
import { emitAppEvent } from '@/lib/app-events';
import { errorText } from '@/lib/error-messages';
import { useSetAtom } from '@/state/jotai';
import { completingIdsAtom, withoutId } from '../model/completing';
import { useChallengeCache } from './use-challenge-cache';

/** How long the complete block stays before it fades, and the fade itself. */
export const COMPLETE_HOLD_MS = 2600;
export const COMPLETE_FADE_MS = 450;

export interface Completion {
  achievementId: number | null;
  points: number;
  prize: Prize | null;
}

/**
 * `completion` is what the block shows, `shown` whether it is on the card now. `onCollected` runs once the
 * achievement is collected and the card has left the list.
 */
export function useCollectMoment(challenge: Challenge, completion: Completion | null, shown: boolean, onCollected: (challengeId: number) => void) {
  const { t } = useLingui();
  const cache = useChallengeCache();
  const setCompleting = useSetAtom(completingIdsAtom);
  const [fading, setFading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const collecting = useRef(false);

  const collect = async () => {
    if (collecting.current) return;
    collecting.current = true;
    setBusy(true);
    try {
      if (completion?.achievementId) {
        const result = await collectAchievement(completion.achievementId, completion.prize ? 0 : completion.points);
        emitAppEvent('play-sound', 'achievement-collected');
        if ('queued' in result) {
          toast.info(
            isBrowserOffline()
              ? t`You are offline: the points will be added when you are back online.`
              : t`The network is not answering: the points will be added once it answers.`,
          );
        } else if (!result.already_collected && result.points > 0) toast.success(plural(result.points, { one: '+# point collected!', other: '+# points collected!' }));
      }
      emitAppEvent('achievement-collected');
      emitAppEvent('challenge-completed');
      cache.remove([challenge.id]);
      setCompleting((ids) => withoutId(ids, challenge.id));
      onCollected(challenge.id);
    } catch (e) {
      collecting.current = false;
      setFading(false);
      setFailed(true);
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const collectRef = useRef(collect);
  useEffect(() => {
    collectRef.current = collect;
  });

  useEffect(() => {
    if (!shown || completion === null || fading || failed) return;
    const timer = setTimeout(() => setFading(true), COMPLETE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [shown, completion, fading, failed]);
  useEffect(() => {
    if (!fading) return;
    const timer = setTimeout(() => void collectRef.current(), COMPLETE_FADE_MS);
    return () => clearTimeout(timer);
  }, [fading]);

  return {
    fading,
    /** A collect is on its way. */
    busy,
    /** Collect now instead of waiting for the block to fade (or again after a failure). */
    collectNow: () => {
      setFailed(false);
      setFading(true);
    },
  };
}
