// The end of an infinite list (docs/product.md section 8): loading, waiting for the sentinel, 'No more
// results!', or 'Oops something went wrong!' with Retry.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useInfiniteSentinel } from '@/lib/use-infinite-sentinel';
import { Button } from './button';
import styles from './infinite-status.module.css';
import { Spinner } from './spinner';

export type InfiniteState = 'loading' | 'loaded' | 'complete' | 'error';

interface Props {
  state: InfiniteState;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Announced while the next page loads, e.g. 'Loading more prizes'. */
  loadingLabel: string;
  /** Before the Retry label. */
  retryIcon?: ReactNode;
  /** When given, a button that loads the next page without scrolling, shown while the sentinel waits. */
  loadMoreLabel?: ReactNode;
  /** What the load-more button does, when it differs from a scroll's onLoadMore (e.g. it also moves focus). */
  onLoadMoreClick?: () => void;
  /** 'ruled': the end text between two hairlines and the error in a soft panel (the dashboard). */
  look?: 'plain' | 'ruled';
  /**
   * The pages shown are being fetched again: a next page asked for meanwhile would not be fetched, and an
   * end that stays in view is not reported again, so the sentinel waits and looks again once that is done.
   */
  refreshing?: boolean;
}

export function InfiniteStatus(props: Props) {
  const { state, onLoadMore, onRetry, loadingLabel, retryIcon, loadMoreLabel, onLoadMoreClick, look = 'plain', refreshing = false } = props;
  const sentinel = useInfiniteSentinel(state === 'loaded' && !refreshing, onLoadMore);
  return (
    <div className={[styles.status, look === 'ruled' && styles.ruled].filter(Boolean).join(' ')} data-state={state}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {state === 'loading' ? <Spinner size="md" label={loadingLabel} /> : null}
      {state === 'complete' ? (
        <p className={styles.statusText}>
          <Trans>No more results!</Trans>
        </p>
      ) : null}
      {state === 'error' ? (
        <div className={styles.statusError} role="alert">
          <p>
            <Trans>Oops something went wrong!</Trans>
          </p>
          <Button variant="secondary" size="sm" icon={retryIcon} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {state === 'loaded' && loadMoreLabel ? (
        <Button variant="ghost" size="sm" onClick={onLoadMoreClick ?? onLoadMore} className={styles.loadMore}>
          {loadMoreLabel}
        </Button>
      ) : null}
    </div>
  );
}
