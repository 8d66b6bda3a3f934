// The right panel's my-rewards list on prizes routes (docs/product.md section 2, Right panel).
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { activeRewardsQueryOptions } from '@/api/queries/rewards';
import { useRewardsRefresh } from './api/use-rewards-refresh';
import { RewardRow } from './components/reward-row';
import styles from './components/rewards.module.css';

const SHOWN = 4;

export function MyRewardsBlock() {
  const lang = useAtomValue(currentLanguageAtom);
  const rewards = useQuery(activeRewardsQueryOptions(lang));
  useRewardsRefresh();
  const list = rewards.data ?? [];
  return (
    <section className={page.panelBlock} aria-labelledby="my-rewards-block-title">
      <div className={page.panelHead}>
        <h2 id="my-rewards-block-title" className={styles.blockTitle}>
          <Trans>My rewards</Trans>
          {list.length ? <span className={styles.count}>{list.length}</span> : null}
        </h2>
        {list.length > 0 ? (
          <Link to="/$lang/prizes/rewards" params={{ lang }} className={page.panelLink}>
            <Trans>See all</Trans>
          </Link>
        ) : null}
      </div>
      {rewards.isPending ? (
        <div className={`${page.panelSkeleton} ${styles.blockSkeleton}`} aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className={page.panelEmpty}>
          <Trans>No items</Trans>
        </p>
      ) : (
        <ul className={styles.blockList}>
          {list.slice(0, SHOWN).map((reward) => (
            <li key={reward.id}>
              <RewardRow reward={reward} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
