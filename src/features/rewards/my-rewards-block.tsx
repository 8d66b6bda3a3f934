// The right panel's my-rewards list on prizes routes (SPEC.md section 2, Right panel).
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { activeRewardsQueryOptions } from './api/get-active-rewards';
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
    <section className={styles.block} aria-labelledby="my-rewards-block-title">
      <div className={styles.blockHead}>
        <h2 id="my-rewards-block-title" className={styles.blockTitle}>
          <Trans>My rewards</Trans>
          {list.length ? <span className={styles.count}>{list.length}</span> : null}
        </h2>
        {list.length > 0 ? (
          <Link to="/$lang/prizes/rewards" params={{ lang }} className={styles.blockLink}>
            <Trans>See all</Trans>
          </Link>
        ) : null}
      </div>
      {rewards.isPending ? (
        <div className={styles.blockSkeleton} aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className={styles.blockEmpty}>
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
