// The dashboard (docs/product.md section 2): news promo slot, uncollected achievements, the owner's
// challenges with show-more, the general challenges with infinite scroll, a footer text, and the
// all-completed block when nothing is left.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { RetryIcon } from '@/components/ui/status-icons';
import { InfiniteStatus } from '@/components/ui/infinite-status';
import page from '@/components/ui/page.module.css';
import { afterFirstAction } from '@/lib/first-action';
import { useFocusNewItem } from '@/lib/use-focus-new-item';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { AllCompleted } from './components/all-completed';
import { CardSkeletons } from './components/card-skeleton';
import { ChallengeGrid } from './components/challenge-grid';
import styles from './components/dashboard.module.css';
import { OwnerChallenges } from './components/owner-challenges';
import { useChallengeList } from './hooks/use-challenge-list';
import { useChallengesRefresh } from './hooks/use-challenges-refresh';
import { useKeepInView } from './hooks/use-keep-in-view';
import { useLiveProgress, watchesLive } from './hooks/use-live-progress';
import { useOpenChallenge } from './hooks/use-open-challenge';
import { preloadWidgets } from './widgets/lazy-widget';

export interface DashboardScreenProps {
  /** The news promo alert (the news feature), shown first when news is enabled. */
  promo?: ReactNode;
  /** The uncollected achievements (the achievements feature). */
  achievements?: ReactNode;
  /** The monthly top congratulation (the monthly-top feature), for its members. */
  champion?: ReactNode;
  /** The member's tier and progress (the tiers feature). */
  tier?: ReactNode;
}

export function DashboardScreen({ promo, achievements, champion, tier }: DashboardScreenProps) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const settings = useAtomValue(settingsAtom);
  const ownerId = settings?.owner_id ?? null;
  const list = useChallengeList(lang, ownerId);
  const { openId, open, close } = useOpenChallenge();
  const { afterCompletion, refresh } = useChallengesRefresh(lang, ownerId);
  useLiveProgress(watchesLive(list.owner) || watchesLive(list.general), async () => (await refresh()).changed > 0);
  const generalRef = useRef<HTMLElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  useKeepInView(pageRef);
  const beforeLoadingMore = useFocusNewItem(generalRef, 'article', list.general.length);

  // Not with the first screen: with the member's first action, which may be opening a card.
  useEffect(() => afterFirstAction(preloadWidgets), []);

  const cardProps = {
    onOpen: open,
    onClose: close,
    onCollected: afterCompletion,
    friendsEnabled: settings?.userFriendsEnabled ?? false,
  };
  const allDone = !list.isInitialLoading && !list.isInitialError && list.total === 0 && !list.hasNextPage;

  return (
    <div ref={pageRef} className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <h1 className={styles.pageTitle}>
          <Trans>Challenges</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Complete challenges, collect points and turn them into prizes.</Trans>
        </p>
      </header>

      {tier}
      {champion}
      {settings?.newsEnabled ? promo : null}
      {achievements}

      {list.isInitialLoading ? <CardSkeletons /> : null}

      <OwnerChallenges challenges={list.owner} openId={openId} {...cardProps} />

      {list.general.length > 0 ? (
        <section ref={generalRef} className={styles.section} aria-labelledby="general-challenges-title">
          <div className={styles.sectionHead}>
            <h2 id="general-challenges-title" className={styles.sectionTitle}>
              {list.owner.length > 0 ? <Trans>More challenges</Trans> : <Trans>All challenges</Trans>}
            </h2>
          </div>
          <ChallengeGrid challenges={list.general} openId={openId} labelledBy="general-challenges-title" {...cardProps} />
        </section>
      ) : null}

      {allDone ? <AllCompleted /> : null}
      {list.isInitialLoading || allDone ? null : (
        <InfiniteStatus
          state={list.state}
          refreshing={list.refreshing}
          onLoadMore={list.fetchNextPage}
          onLoadMoreClick={() => {
            beforeLoadingMore();
            list.fetchNextPage();
          }}
          onRetry={list.retry}
          loadingLabel={t`Loading more challenges`}
          retryIcon={<RetryIcon size={20} />}
          loadMoreLabel={<Trans>Load more challenges</Trans>}
          look="ruled"
        />
      )}

      <footer className={styles.pageFooter}>
        <p>
          <Trans>New challenges arrive regularly, so come back often.</Trans>{' '}
          <Link to="/$lang/profile/reset-snoozed-challenges" params={{ lang }}>
            <Trans>Bring back snoozed challenges</Trans>
          </Link>
        </p>
      </footer>
    </div>
  );
}
