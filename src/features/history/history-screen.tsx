// history: every point in and out, newest first, with infinite scroll (docs/product.md sections 2 and 8).
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { HistoryIcon } from '@/components/ui/icons';
import { InfiniteStatus, type InfiniteState } from '@/components/ui/infinite-status';
import page from '@/components/ui/page.module.css';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { historyInfiniteQueryOptions } from '@/api/queries/history';
import { useHistoryRefresh } from './api/use-history-refresh';
import { HistoryEntry } from './components/history-entry';
import styles from './components/history.module.css';
import { LoadFailedText } from '@/components/ui/load-failed-text';

/** `summary`: what other features say about the points under the title (the points expiring next). */
export function HistoryScreen({ summary }: { summary?: ReactNode }) {
  const { t } = useLingui();
  const lang = useAtomValue(currentLanguageAtom);
  const history = useInfiniteQuery(historyInfiniteQueryOptions(lang));
  useHistoryRefresh();
  const entries = history.data?.pages.flatMap((chunk) => chunk.list) ?? [];

  const state: InfiniteState = history.isFetchingNextPage
    ? 'loading'
    : history.isFetchNextPageError
      ? 'error'
      : history.hasNextPage
        ? 'loaded'
        : 'complete';

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.header}>
        <h1 className={page.title} id="history-title">
          <Trans>History</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Every point you earned and spent.</Trans>
        </p>
        {summary}
      </header>

      {history.isPending ? (
        <ul className={page.list} role="status" aria-label={t`Loading history`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className={`${page.shimmer} ${styles.skeleton}`} aria-hidden="true" />
          ))}
        </ul>
      ) : history.isError && entries.length === 0 ? (
        <div className={page.notice} role="alert">
          <LoadFailedText error={history.error} titleClassName={page.noticeTitle} />
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()} loading={history.isFetching}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className={page.notice}>
          <span className={page.noticeIcon} aria-hidden="true">
            <HistoryIcon size={32} />
          </span>
          <p className={page.noticeTitle}>
            <Trans>No items</Trans>
          </p>
          <p>
            <Trans>Your points history is empty. Complete a challenge to earn your first points.</Trans>
          </p>
          <Link to="/$lang/dashboard" params={{ lang }} className={buttonClassName({ variant: 'primary' })}>
            <Trans>See challenges</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ul className={`${page.list} ${styles.card}`} aria-labelledby="history-title">
            {entries.map((entry) => (
              <HistoryEntry key={`${entry.type}-${entry.id}`} entry={entry} />
            ))}
          </ul>
          <InfiniteStatus
            state={state}
            onLoadMore={() => void history.fetchNextPage()}
            onRetry={() => void history.fetchNextPage()}
            loadingLabel={t`Loading more history`}
          />
        </>
      )}
    </div>
  );
}
