import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PrizeCategory } from '@contract/economy';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import styles from './category-chips.module.css';

// The router marks a link active (aria-current) when the page's search contains the link's: "All"
// (no search) would stay active beside the chosen category. Only the exact search counts.
const EXACT = { exact: true, includeSearch: true } as const;

/** Switches between categories of the catalog without going back to the prizes page. */
export function CategoryChips({ categories, current }: { categories: PrizeCategory[]; current: number | null }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  return (
    <nav aria-label={t`Prize categories`} className={styles.scroller}>
      <ul className={styles.chips}>
        <li>
          <Link to="/$lang/prizes-list" params={{ lang }} className={styles.chip} activeOptions={EXACT} aria-current={current === null ? 'page' : undefined}>
            <Trans>All</Trans>
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to="/$lang/prizes-list"
              params={{ lang }}
              search={{ categoryId: String(category.id) }}
              className={styles.chip}
              activeOptions={EXACT}
              aria-current={current === category.id ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
