// The challenge route (/$lang/challenge/$challengeId, mobile menu hidden): one challenge on its own
// page, open when it can be; back to the dashboard when it is done.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/api/client';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { isOfflineFailure } from '@/components/ui/load-failed-text';
import { Spinner } from '@/components/ui/spinner';
import { usePendingActions } from '@/features/offline/use-pending-actions';
import { useAtomValue, useSetAtom } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { challengePageOpenAtom } from '@/state/ui';
import { challengeQueryOptions } from './api/get-user-challenge';
import { MotionScope } from '@/lib/motion/motion';
import { ChallengeCard } from './components/challenge-card';
import styles from './challenge-screen.module.css';
import { useLiveProgress, watchesLive } from './hooks/use-live-progress';
import { initialDisplay, isOpenable } from './model/card-state';
import { pendingChallenges, withPending } from './model/pending';
import { serverNow } from './model/server-clock';

export function ChallengeScreen({ challengeId }: { challengeId: number }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const settings = useAtomValue(settingsAtom);
  const navigate = useNavigate();
  const query = useQuery(challengeQueryOptions(challengeId, lang, useQueryClient()));
  const [open, setOpen] = useState<boolean | null>(null);
  const setPageOpen = useSetAtom(challengePageOpenAtom);
  useEffect(() => {
    setPageOpen(true);
    return () => setPageOpen(false);
  }, [setPageOpen]);
  const backToDashboard = useCallback(() => void navigate({ to: '/$lang/dashboard', params: { lang } }), [navigate, lang]);

  const pending = pendingChallenges(usePendingActions());
  const challenge = query.data ? withPending(query.data, pending) : undefined;
  // Opened straight away when it can be, until the user closes it.
  const isOpen = open ?? (challenge ? isOpenable(challenge, initialDisplay(challenge), false, serverNow()) : false);
  useLiveProgress(challenge ? watchesLive([challenge]) : false, async () => {
    const before = query.data;
    const after = (await query.refetch()).data;
    return !!before && !!after && (before.state !== after.state || before.progress_dividend !== after.progress_dividend);
  });

  return (
    <div className={styles.page}>
      <BackLink to="/$lang/dashboard" params={{ lang }}>
        <Trans>All challenges</Trans>
      </BackLink>
      {challenge ? (
        <MotionScope>
          <ChallengeCard
            challenge={challenge}
            isOpen={isOpen}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          onCollected={backToDashboard}
          onGone={backToDashboard}
          friendsEnabled={settings?.userFriendsEnabled ?? false}
            titleLevel="h1"
          />
        </MotionScope>
      ) : query.isPending ? (
        <div className={styles.center}>
          <Spinner size="lg" label={t`Loading the challenge`} />
        </div>
      ) : (
        <div className={styles.missing} role="alert">
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <h1 className={styles.missingTitle}>
              <Trans>This challenge is not available</Trans>
            </h1>
          ) : (
            <>
              <h1 className={styles.missingTitle}>
                {isOfflineFailure(query.error) ? <Trans>Not available offline</Trans> : <Trans>Oops something went wrong!</Trans>}
              </h1>
              {isOfflineFailure(query.error) ? (
                <p>
                  <Trans>This needs a connection. It loads by itself when you are back online, or tap Retry.</Trans>
                </p>
              ) : null}
              <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
                <Trans>Retry</Trans>
              </Button>
            </>
          )}
          <Link to="/$lang/dashboard" params={{ lang }} className={buttonClassName({ variant: 'primary' })}>
            <Trans>See all challenges</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
