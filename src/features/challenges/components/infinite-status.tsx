// The end of the infinite list (SPEC.md sections 2 and 8): loading, loaded (the sentinel waits),
// complete ('No more results!') or error ('Oops something went wrong!' with Retry).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { InfiniteState } from '../hooks/use-challenge-list';
import { useInfiniteSentinel } from '../hooks/use-infinite-sentinel';
import { RetryIcon } from './card-icons';
import styles from './dashboard.module.css';

interface Props {
  state: InfiniteState;
  onLoadMore: () => void;
  onRetry: () => void;
}

export function InfiniteStatus({ state, onLoadMore, onRetry }: Props) {
  const { t } = useLingui();
  const sentinel = useInfiniteSentinel(state === 'loaded', onLoadMore);
  return (
    <div className={styles.status} data-state={state}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {state === 'loading' ? <Spinner size="md" label={t`Loading more challenges`} /> : null}
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
          <Button variant="secondary" size="sm" icon={<RetryIcon />} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {state === 'loaded' ? (
        <Button variant="ghost" size="sm" onClick={onLoadMore} className={styles.loadMore}>
          <Trans>Load more challenges</Trans>
        </Button>
      ) : null}
    </div>
  );
}
