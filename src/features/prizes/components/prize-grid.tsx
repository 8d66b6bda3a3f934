import { useLingui } from '@lingui/react/macro';
import type { PrizeListItem } from '@contract/economy';
import page from '@/components/ui/page.module.css';
import { PrizeCard } from './prize-card';
import styles from './prizes.module.css';

interface Props {
  prizes: PrizeListItem[];
  categoryId?: number;
  balance?: number;
  labelledBy?: string;
  /** h2 right under the page's h1 (a category page), h3 under a section's h2 (the default). */
  headingLevel?: 'h2' | 'h3';
}

export function PrizeGrid({ prizes, categoryId, balance, labelledBy, headingLevel }: Props) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {prizes.map((prize) => (
        <li key={prize.id} className={styles.cell}>
          <PrizeCard prize={prize} categoryId={categoryId} balance={balance} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function PrizeGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <ul className={styles.grid} role="status" aria-label={t`Loading prizes`}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.cell} aria-hidden="true">
          <div className={styles.skeletonCard}>
            <span className={`${page.shimmer} ${styles.skeletonMedia}`} />
            <span className={`${page.shimmer} ${styles.skeletonLine}`} />
            <span className={`${page.shimmer} ${styles.skeletonLineShort}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
