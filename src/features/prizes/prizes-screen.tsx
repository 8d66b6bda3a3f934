// The prizes page: my points, favourites, suggestions and the catalog's categories.
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { favouritePrizesQueryOptions } from './api/get-favourite-prizes';
import { prizeCategoriesQueryOptions } from './api/get-prize-categories';
import { prizeSuggestionsQueryOptions } from './api/get-prize-suggestions';
import { BalanceHero } from './components/balance-hero';
import { CategoryTiles } from './components/category-tiles';
import { LoadError } from './components/load-error';
import { PrizeGrid, PrizeGridSkeleton } from './components/prize-grid';
import styles from './components/prizes.module.css';

export interface PrizesScreenProps {
  /** The user's points (the points feature), undefined until loaded. */
  points: number | undefined;
}

export function PrizesScreen({ points }: PrizesScreenProps) {
  const lang = useAtomValue(currentLanguageAtom);
  const suggestions = useQuery(prizeSuggestionsQueryOptions(lang));
  const categories = useQuery(prizeCategoriesQueryOptions(lang));
  const favourites = useQuery(favouritePrizesQueryOptions(lang));
  const total = categories.data?.reduce((sum, category) => sum + category.prizes_count, 0) ?? 0;

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>
          <Trans>Prizes</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Turn your points into treats, gear and experiences.</Trans>
        </p>
      </header>

      <BalanceHero points={points} />

      {favourites.data?.length ? (
        <Section id="favourite-prizes" title={<Trans>Your favourites</Trans>}>
          <PrizeGrid prizes={favourites.data} balance={points} labelledBy="favourite-prizes" />
        </Section>
      ) : null}

      <Section id="suggested-prizes" title={<Trans>Suggested for you</Trans>}>
        {suggestions.isPending ? (
          <PrizeGridSkeleton />
        ) : suggestions.isError ? (
          <LoadError onRetry={() => void suggestions.refetch()} busy={suggestions.isFetching} error={suggestions.error} />
        ) : suggestions.data.length ? (
          <PrizeGrid prizes={suggestions.data} balance={points} labelledBy="suggested-prizes" />
        ) : (
          <p className={page.lead}>
            <Trans>There are no prizes to suggest right now. Have a look at the categories below.</Trans>
          </p>
        )}
      </Section>

      <Section id="prize-categories" title={<Trans>Categories</Trans>}>
        {categories.isPending ? (
          <PrizeGridSkeleton count={4} />
        ) : categories.isError ? (
          <LoadError onRetry={() => void categories.refetch()} busy={categories.isFetching} error={categories.error} />
        ) : (
          <CategoryTiles categories={categories.data} total={total} />
        )}
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
