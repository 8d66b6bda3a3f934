// One card's life (docs/product.md section 4): accept (use-accept.ts), answer, complete (the block; its fade
// and the collect in use-collect-moment.ts), fail (delay, countdown, tap to reset), already completed, snooze.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Challenge, ChallengeState, CompleteChallengeResult } from '@contract/challenges';
import type { Prize } from '@contract/economy';
import { toast } from '@/features/toasts/toast';
import { errorText } from '@/lib/error-messages';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { isBrowserOffline } from '@/features/offline/browser-offline';
import { completeChallenge } from '../api/complete-challenge';
import { PRIZE_GLANCE_STALE_TIME, prizeQueryOptions } from '@/api/queries/prizes';
import { getUserChallenge } from '../api/get-user-challenge';
import { challengeKeys } from '../api/keys';
import { snoozeChallenge } from '../api/snooze-challenge';
import { errorCode, lockedUntil, toWidgetError } from '../model/api-error';
import { emitAppEvent } from '@/lib/app-events';
import { afterFailure, failureDelayDays, initialDisplay, type CardDisplay } from '../model/card-state';
import { completingIdsAtom, withId } from '../model/completing';
import { serverNow } from '../model/server-clock';
import type { WidgetError } from '../widgets/widget-types';
import { useAccept } from './use-accept';
import { useChallengeCache } from './use-challenge-cache';
import { useCollectMoment, type Completion } from './use-collect-moment';

export interface FlowCallbacks {
  onOpen: () => void;
  onClose: () => void;
  /** The achievement is collected and the card left the list. */
  onCollected: (challengeId: number) => void;
  /** The card left the list otherwise: snoozed, ended, or completed before. */
  onGone?: () => void;
}

export function useChallengeFlow(challenge: Challenge, { onOpen, onClose, onCollected, onGone }: FlowCallbacks) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const queryClient = useQueryClient();
  const cache = useChallengeCache();
  const setCompleting = useSetAtom(completingIdsAtom);
  const [display, setDisplay] = useState<CardDisplay>(() => initialDisplay(challenge));
  const [answering, setAnswering] = useState(false);
  const [error, setError] = useState<WidgetError | null>(null);
  const [completion, setCompletion] = useState<Completion | null>(() =>
    challenge.state === 'completed' ? { achievementId: challenge.achievement_id, points: challenge.points, prize: null } : null,
  );

  // A refresh that brings a new server state (a failure elsewhere, a partner event) resets the card;
  // a completion the server made (a partner event, an invitation, an e-mail link) plays its moment.
  const [seenState, setSeenState] = useState<ChallengeState>(challenge.state);
  const [arrivals, setArrivals] = useState(0);
  if (seenState !== challenge.state) {
    setSeenState(challenge.state);
    if (challenge.state === 'completed' && !completion) setArrivals((n) => n + 1);
    else if (display === 'default' || challenge.state === 'failed') setDisplay(initialDisplay(challenge));
  }

  const alreadyCompleted = () => {
    setDisplay('error-already-completed');
    onClose();
  };

  const { accept, busy: accepting } = useAccept(challenge, { onOpen, onGone, onAlreadyCompleted: alreadyCompleted });

  /** The complete block, with the prize of a prize challenge loaded first, and the sound. */
  const celebrate = async (achievementId: number | null, points: number) => {
    setCompleting((ids) => withId(ids, challenge.id));
    let prize: Prize | null = null;
    if (challenge.reward_type === 'prize' && challenge.prize_id !== null) {
      prize = await queryClient.fetchQuery({ ...prizeQueryOptions(challenge.prize_id, lang), staleTime: PRIZE_GLANCE_STALE_TIME }).catch(() => null);
    }
    setCompletion({ achievementId, points, prize });
    setDisplay('complete');
    onClose();
    emitAppEvent('play-sound', 'challenge-completed');
  };
  // Effects run in order: this one has the latest challenge ready for the next.
  const playArrival = useRef(() => celebrate(challenge.achievement_id, challenge.points));
  useEffect(() => {
    playArrival.current = () => celebrate(challenge.achievement_id, challenge.points);
  });
  useEffect(() => {
    if (arrivals > 0) void playArrival.current();
  }, [arrivals]);

  const completed = async (result: Extract<CompleteChallengeResult, { status: 'completed' }>) => {
    // The cached copy turns completed after the block shows (completion set), so it does not play twice.
    await celebrate(result.achievement_id, result.points);
    cache.update(result.challenge);
    if (result.also_completed_challenge_ids.length > 0) emitAppEvent('challenge-completed');
  };

  /**
   * ChallengeNotAvailable: the server has completed it. One the member has not seen complete (a
   * partner event or an invitation got there first) plays its moment; otherwise "already completed".
   */
  const notAvailable = async () => {
    const fresh = await getUserChallenge(challenge.id).catch(() => null);
    if (fresh?.state === 'completed' && fresh.achievement_id !== null) {
      await celebrate(fresh.achievement_id, fresh.points);
      cache.update(fresh);
      emitAppEvent('challenge-completed');
    } else alreadyCompleted();
  };

  const failed = (result: Extract<CompleteChallengeResult, { status: 'failed' }>) => {
    const delay = failureDelayDays(result.delay_days, challenge);
    cache.update(afterFailure(result.challenge, delay, serverNow(), result.start_time));
    setDisplay('failed');
    onClose();
    emitAppEvent('play-sound', 'challenge-failed');
  };

  const answer = async (value: object): Promise<CompleteChallengeResult | null> => {
    setAnswering(true);
    setError(null);
    try {
      const result = await completeChallenge(challenge.id, value);
      if (result.status === 'queued') {
        toast.info(
          isBrowserOffline()
            ? t`You are offline: your answer is saved and will be sent when you are back online.`
            : t`The network is not answering: your answer is saved and will be sent once it answers.`,
        );
        onClose();
        return null;
      }
      if (result.status === 'completed') await completed(result);
      else if (result.status === 'failed') failed(result);
      else cache.update(result.challenge);
      return result;
    } catch (e) {
      const until = lockedUntil(e);
      if (errorCode(e) === 'ChallengeNotAvailable') await notAvailable();
      else if (until) {
        cache.update({ ...challenge, start_time: until });
        onClose();
      } else setError(toWidgetError(e));
      return null;
    } finally {
      setAnswering(false);
    }
  };

  const moment = useCollectMoment(challenge, completion, display === 'complete', onCollected);

  const snooze = async () => {
    emitAppEvent('play-sound', 'challenge-snoozed');
    cache.remove([challenge.id]);
    toast.info(t`Challenge snoozed. Bring it back any time from your profile.`);
    onGone?.();
    try {
      await snoozeChallenge(challenge.id);
    } catch (e) {
      toast.error(errorText(e));
      void queryClient.invalidateQueries({ queryKey: challengeKeys.lists() });
    }
  };

  /** Tapping the failed block: back to the default card (locked until the new start time). */
  const resetFailed = () => setDisplay('default');

  /** Acknowledging "already completed": the card leaves, its achievement waits in the list above. */
  const dismissAlreadyCompleted = () => {
    cache.remove([challenge.id]);
    emitAppEvent('challenge-completed');
    onGone?.();
  };

  return {
    display,
    busy: accepting ? 'accept' : answering ? 'answer' : moment.busy ? 'collect' : null,
    error,
    completion,
    fading: moment.fading,
    accept,
    answer,
    /** Collect now instead of waiting for the block to fade (or again after a failure). */
    collect: moment.collectNow,
    snooze,
    resetFailed,
    dismissAlreadyCompleted,
  };
}
