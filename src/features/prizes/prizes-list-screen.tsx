// prizes-list: the catalog by category (?categoryId=), a page at a time with infinite scroll.
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BackLink } from '@/components/ui/back-link';
import { RetryIcon } from '@/components/ui/status-icons';
import { InfiniteStatus, type InfiniteState } from '@/components/ui/infinite-status';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { prizeCategoriesQueryOptions } from './api/get-prize-categories';
import { prizesInfiniteQueryOptions } from './api/get-prizes';
import { CategoryChips } from './components/category-chips';
import { LoadError } from './components/load-error';
import { PrizeGrid, PrizeGridSkeleton } from './components/prize-grid';
import styles from './components/prizes.module.css';

export interface PrizesListScreenProps {
  categoryId: number | null;
  points: number | undefined;
}

export function PrizesListScreen({ categoryId, points }: PrizesListScreenProps) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const categories = useQuery(prizeCategoriesQueryOptions(lang));
  const list = useInfiniteQuery(prizesInfiniteQueryOptions(lang, categoryId));
  const category = categoryId === null ? undefined : categories.data?.find((c) => c.id === categoryId);
  const prizes = list.data?.pages.flatMap((chunk) => chunk.prizes) ?? [];

  const state: InfiniteState = list.isFetchingNextPage
    ? 'loading'
    : list.isFetchNextPageError
      ? 'error'
      : list.hasNextPage
        ? 'loaded'
        : 'complete';

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <BackLink to="/$lang/prizes" params={{ lang }} className={styles.back}>
          <Trans>Prizes</Trans>
        </BackLink>
        <h1 className={page.title} id="prize-list-title">
          {categoryId === null ? t`All prizes` : (category?.name ?? t`Prizes`)}
        </h1>
      </header>

      {categories.data?.length ? <CategoryChips categories={categories.data} current={categoryId} /> : null}

      {list.isPending ? (
        <PrizeGridSkeleton />
      ) : list.isError && prizes.length === 0 ? (
        <LoadError onRetry={() => void list.refetch()} busy={list.isFetching} error={list.error} />
      ) : prizes.length === 0 ? (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>
            <Trans>No prizes here yet</Trans>
          </p>
          <p>
            <Trans>New prizes are added regularly. Check the other categories in the meantime.</Trans>
          </p>
        </div>
      ) : (
        <>
          <PrizeGrid prizes={prizes} categoryId={categoryId ?? undefined} balance={points} labelledBy="prize-list-title" headingLevel="h2" />
          <InfiniteStatus
            state={state}
            onLoadMore={() => void list.fetchNextPage()}
            onRetry={() => void list.fetchNextPage()}
            loadingLabel={t`Loading more prizes`}
            retryIcon={<RetryIcon size={18} />}
          />
        </>
      )}
    </div>
  );
}
