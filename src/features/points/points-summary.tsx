import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, StarIcon } from '@/components/ui/icons';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './points-summary.module.css';
import { PointsValue } from './points-value';
import { usePoints } from './use-points';

/**
 * The right panel's points block: current points (counting up only on a real change), and the lifetime total.
 * `details`: lines under the balance from other features (the points expiring next).
 */
export function PointsSummary({ details }: { details?: ReactNode }) {
  const lang = useAtomValue(currentLanguageAtom);
  const { total, totalLoaded, pendingPoints } = usePoints();
  return (
    <section className={styles.card} aria-labelledby="points-summary-title">
      <div className={styles.top}>
        <h2 id="points-summary-title" className={styles.title}>
          <Trans>Your points</Trans>
        </h2>
        <span className={styles.star} aria-hidden="true">
          <StarIcon size={20} />
        </span>
      </div>
      <p className={styles.points}>
        <PointsValue className={styles.value} />
        <span className={styles.unit}>
          <Trans>points</Trans>
        </span>
      </p>
      {pendingPoints > 0 ? (
        <p className={styles.pending}>
          <Plural value={pendingPoints} one="Includes # point waiting to be sent." other="Includes # points waiting to be sent." />
        </p>
      ) : null}
      {details}
      <div className={styles.bottom}>
        <p className={styles.total}>
          {totalLoaded ? (
            <Trans>
              Earned in total: <strong>{String(total)}</strong>
            </Trans>
          ) : (
            '\u00a0'
          )}
        </p>
        <Link to="/$lang/prizes" params={{ lang }} className={styles.cta}>
          <Trans>Spend</Trans>
          <ChevronRightIcon size={16} />
        </Link>
      </div>
    </section>
  );
}
