// Placeholder cards while the first page loads.
import { useLingui } from '@lingui/react/macro';
import styles from './dashboard.module.css';

export function CardSkeletons({ count = 4 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div className={styles.grid} role="status" aria-label={t`Loading challenges`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden="true">
          <span className={styles.skeletonMedia} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} data-short />
          <span className={styles.skeletonButton} />
        </div>
      ))}
    </div>
  );
}
