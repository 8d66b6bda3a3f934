// Runs the outbox (mounted once by the root): replay at start-up once the user is known, on the
// browser's online event, when the shared client gets answers again and when the service worker's
// Background Sync fires. A log-out or an expired session forgets the cached API answers but keeps
// the member's queued actions: they are sent when that member signs in again.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/features/toasts/toast';
import { useStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { userDataAtom } from '@/api/queries/user-data';
import { offlineAtom } from '@/state/ui';
import { isWorkerMessage, type PageMessage, type RefusedAction } from '../../../sw/protocol';
import { refusalText } from './action-words';
import { currentUserKey } from './current-user';
import { onReplayFinished, replayQueue } from './outbox';
import { clearCachedApiAnswers } from './worker-caches';

export function OutboxSync() {
  const store = useStore();
  const queryClient = useQueryClient();

  useEffect(() => {
    const announceRejected = (refused: RefusedAction[]) => {
      for (const action of refused) toast.error(refusalText(action, action.errorCode));
    };
    // Once per replay, whoever asked for it.
    const stopAnnouncing = onReplayFinished((summary) => {
      announceRejected(summary.rejected.map((r) => ({ path: r.action.path, subject: r.action.subject, errorCode: r.errorCode })));
      if (summary.stuck.length) toast.info(t`An action taken offline is still being processed. We will try it again shortly.`);
      if (summary.applied.length || summary.rejected.length) void queryClient.invalidateQueries();
    });
    const replaySoon = () => void replayQueue().catch((error: unknown) => console.warn('Outbox replay failed', error));

    // The worker sends the outbox when the app is closed: it gets this member's session, or none.
    const tellWorker = () => {
      const token = store.get(tokenAtom);
      const userKey = currentUserKey(store);
      const message: PageMessage = { type: 'OUTBOX_SESSION', session: token && userKey ? { token, userKey } : null };
      void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage(message)).catch(() => {});
    };
    tellWorker();

    let lastUser = currentUserKey(store);
    if (lastUser) replaySoon();
    const unsubscribeUser = store.sub(userDataAtom, () => {
      tellWorker();
      const user = currentUserKey(store);
      if (user && user !== lastUser) replaySoon();
      if (user) lastUser = user;
    });
    const unsubscribeToken = store.sub(tokenAtom, () => {
      tellWorker();
      if (store.get(tokenAtom) || !lastUser) return;
      lastUser = null;
      void clearCachedApiAnswers();
    });
    let wasOffline = store.get(offlineAtom);
    const unsubscribeOffline = store.sub(offlineAtom, () => {
      const offline = store.get(offlineAtom);
      if (wasOffline && !offline) replaySoon();
      wasOffline = offline;
    });
    const onWorkerMessage = (event: MessageEvent) => {
      if (!isWorkerMessage(event.data) || event.data.type !== 'REPLAY_QUEUE') return;
      // What the worker's own replay (Background Sync) could not apply is told here, once.
      const rejected = event.data.rejected ?? [];
      announceRejected(rejected);
      if (rejected.length) void queryClient.invalidateQueries();
      replaySoon();
    };
    window.addEventListener('online', replaySoon);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      stopAnnouncing();
      unsubscribeUser();
      unsubscribeToken();
      unsubscribeOffline();
      window.removeEventListener('online', replaySoon);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [store, queryClient]);

  return null;
}
