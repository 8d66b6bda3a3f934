// prizes/rewards: the user's active rewards, newest first, each opening its code.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { LoadFailedText } from '@/components/ui/load-failed-text';
import { TicketIcon } from '@/components/ui/icons';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { activeRewardsQueryOptions } from '@/api/queries/rewards';
import { useRewardsRefresh } from './api/use-rewards-refresh';
import { RewardRow } from './components/reward-row';
import styles from './components/rewards.module.css';

export function RewardsScreen() {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const rewards = useQuery(activeRewardsQueryOptions(lang));
  useRewardsRefresh();

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>
          <Trans>My rewards</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Open a reward to show its code at the till.</Trans>
        </p>
      </header>
      {rewards.isPending ? (
        <ul className={`${page.list} ${styles.list}`} role="status" aria-label={t`Loading rewards`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${page.shimmer} ${styles.skeletonRow}`} aria-hidden="true" />
          ))}
        </ul>
      ) : rewards.isError ? (
        <div className={page.notice} role="alert">
          <LoadFailedText error={rewards.error} titleClassName={page.noticeTitle} />
          <Button variant="secondary" size="sm" onClick={() => void rewards.refetch()} loading={rewards.isFetching}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : rewards.data.length === 0 ? (
        <div className={page.notice}>
          <span className={page.noticeIcon} aria-hidden="true">
            <TicketIcon size={32} />
          </span>
          <p className={page.noticeTitle}>
            <Trans>No items</Trans>
          </p>
          <p>
            <Trans>You have no active rewards. Redeem your points for a prize and its code will appear here.</Trans>
          </p>
          <Link to="/$lang/prizes" params={{ lang }} className={buttonClassName({ variant: 'primary' })}>
            <Trans>Browse prizes</Trans>
          </Link>
        </div>
      ) : (
        <ul className={`${page.list} ${styles.list}`}>
          {rewards.data.map((reward) => (
            <li key={reward.id}>
              <RewardRow reward={reward} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
