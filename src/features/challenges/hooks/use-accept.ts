// Accepting a challenge from its card (docs/product.md section 4): the card opens; offline or on a link that
// does not answer the acceptance is queued and the card opens all the same; an ended challenge leaves the
// list, a locked one shows its new start, one the server completed already says so.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Challenge } from '@contract/challenges';
import { isBrowserOffline } from '@/features/offline/browser-offline';
import { toast } from '@/features/toasts/toast';
import { errorText } from '@/lib/error-messages';
import { acceptChallenge } from '../api/accept-challenge';
import { errorCode, lockedUntil } from '../model/api-error';
import { useChallengeCache } from './use-challenge-cache';

interface AcceptCallbacks {
  onOpen: () => void;
  /** The challenge has ended: the card left the list. */
  onGone?: () => void;
  /** The server has completed it already. */
  onAlreadyCompleted: () => void;
}

export function useAccept(challenge: Challenge, { onOpen, onGone, onAlreadyCompleted }: AcceptCallbacks) {
  const { t } = useLingui();
  const cache = useChallengeCache();
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    try {
      const result = await acceptChallenge(challenge.id);
      if (result.type === 'queued') {
        toast.info(
          isBrowserOffline()
            ? t`You are offline: the challenge is accepted here and on our side once you are back online.`
            : t`The network is not answering: the challenge is accepted here, and on our side once it answers.`,
        );
        cache.update({ ...challenge, accepted: true });
        onOpen();
        return;
      }
      if (result.type === 'end') {
        toast.info(t`This challenge has ended.`);
        cache.remove([challenge.id]);
        onGone?.();
        return;
      }
      cache.update(result.challenge ?? { ...challenge, accepted: true });
      onOpen();
    } catch (e) {
      const until = lockedUntil(e);
      if (errorCode(e) === 'ChallengeNotAvailable') onAlreadyCompleted();
      else if (until) cache.update({ ...challenge, start_time: until });
      else toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return { accept, busy };
}
